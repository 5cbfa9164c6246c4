import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/client";
import { webhookDeliveries } from "../../../db/schema";

/** Why a delivery to a deleted or disabled endpoint was cancelled instead of sent. */
export const ENDPOINT_REMOVED = "Not sent: the endpoint was deleted";

/**
 * Marks the pending deliveries of one delivery id or of one endpoint cancelled: never sent, with the
 * reason in their log. Only pending ones: what was already sent or failed stays as it was.
 */
export function cancelDeliveries(db: Database, by: { id: string } | { endpointId: string }) {
  const which = "id" in by ? eq(webhookDeliveries.id, by.id) : eq(webhookDeliveries.endpointId, by.endpointId);
  return db
    .update(webhookDeliveries)
    .set({ status: "cancelled", nextAttemptAt: null, lastError: ENDPOINT_REMOVED })
    .where(and(which, eq(webhookDeliveries.status, "pending")));
}
