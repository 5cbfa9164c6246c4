import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import type { MailMessage } from "../../core/queue-messages";

export const LOAD_REQUEST_TEMPLATE = "load-request";

/** What the request says of the load (the broker needs it to find its own record). */
export interface RequestedLoad {
  id: string;
  loadNumber: string;
  date: string;
  pickupCity: string;
  pickupState: string;
  deliveryCity: string;
  deliveryState: string;
  brokerName: string;
  carrierName: string | null;
  carrierMcNumber: string | null;
  deadlineAt: number;
}

/**
 * The formal request under 49 CFR 371.3: the load, the record the carrier may review ((a)(1)–(6)
 * and the 2024 proposal's additions), the deadline in New York time, and the response link.
 */
export function loadRequestMail(input: { load: RequestedLoad; to: string; link: string }): MailMessage {
  const { load } = input;
  const carrier = [load.carrierName ?? "The carrier", load.carrierMcNumber ? `(${load.carrierMcNumber})` : ""]
    .filter(Boolean)
    .join(" ");
  return {
    kind: "mail",
    dedupeKey: `load-request:${load.id}:${input.to.toLowerCase()}`,
    to: input.to,
    template: LOAD_REQUEST_TEMPLATE,
    subject: `Records requested for load ${load.loadNumber} (49 CFR 371.3)`,
    text: [
      `${carrier} hauled load ${load.loadNumber} for ${load.brokerName}: ` +
        `${load.pickupCity}, ${load.pickupState} to ${load.deliveryCity}, ${load.deliveryState} on ${load.date}.`,
      "",
      "Under 49 CFR 371.3 the carrier is entitled to review the broker's record of this transaction:",
      "  - the consignor (shipper) and the originating carrier",
      "  - the bill of lading or freight bill number",
      "  - the compensation received for the load and who paid it",
      "  - any non-brokerage services and what was charged for them",
      "  - the freight charges collected and the date paid to the carrier",
      "  - itemised charges, payment dates and any claims",
      "",
      `Please send the rate confirmation and invoice, and fill in the record, by ${formatNewYorkTime(load.deadlineAt)}.`,
      `Answer here, no account needed: ${input.link}`,
      "",
      "The link is for this load only and works once. Brokers registered on TrueRate can also answer from their dashboard.",
    ].join("\n"),
  };
}
