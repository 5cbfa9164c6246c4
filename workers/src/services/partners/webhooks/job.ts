import type { QueueMessage } from "../../../queues/messages";

/** The queue job of one attempt of a delivery. */
export function webhookJob(deliveryId: string): QueueMessage {
  return { kind: "webhook", dedupeKey: `webhook:${deliveryId}`, deliveryId };
}
