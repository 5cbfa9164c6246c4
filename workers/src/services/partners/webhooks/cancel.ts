import type { ServiceContext } from "../../../core/service-context";
import { cancelPendingDeliveries } from "../../../db/queries/webhook-deliveries";

/** Why a delivery to a deleted or disabled endpoint was cancelled instead of sent. */
export const ENDPOINT_REMOVED = "Not sent: the endpoint was deleted";

/**
 * Marks the pending deliveries of one delivery id or of one endpoint cancelled: never sent, with the
 * reason in their log. Only pending ones: what was already sent or failed stays as it was.
 */
export function cancelDeliveries(ctx: ServiceContext, by: { id: string } | { endpointId: string }) {
  return cancelPendingDeliveries(ctx.db, { by, reason: ENDPOINT_REMOVED });
}
