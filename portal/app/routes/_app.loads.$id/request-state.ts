import type { LoadRecord } from "../../components/loads/load-display";

type LoadRequest = LoadRecord["request"];

/**
 * The 371.3 request's state in words, from what the API answers: every load the portal or a partner
 * enters gets a request, queued at once and delivered by the queue's consumer to the broker's
 * address; answered when the broker sends the record. A load with none on file says so, no more.
 */
export function requestStateLabel(request: LoadRequest, brokerEmail: string): string {
  if (!request) return "None on file: no 371.3 request was sent for this load";
  switch (request.status) {
    case "queued":
      return `Queued: being sent to ${brokerEmail}`;
    case "delivered":
      return `Delivered to the broker (${brokerEmail})`;
    case "answered":
      return "Answered: the broker sent its record";
  }
}
