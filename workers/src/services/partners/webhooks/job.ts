import type { QueueMessage } from "../../../core/queue-messages";

/** The queue job of one attempt of a delivery. */
export function webhookJob(deliveryId: string): QueueMessage {
  return { kind: "webhook", dedupeKey: `webhook:${deliveryId}`, deliveryId };
}
