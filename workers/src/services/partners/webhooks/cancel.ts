/** Why a delivery to a deleted or disabled endpoint was cancelled instead of sent. */
export const ENDPOINT_REMOVED = "Not sent: the endpoint was deleted";

/**
 * Marks the pending deliveries matched by `where` (over ?1) cancelled: never sent, with the reason
 * in their log. Only pending ones: what was already sent or failed stays as it was.
 */
export function cancelDeliveries(db: D1Database, where: "id = ?1" | "endpoint_id = ?1", value: string) {
  return db
    .prepare(
      `UPDATE webhook_deliveries SET status = 'cancelled', next_attempt_at = NULL, last_error = ?2
       WHERE ${where} AND status = 'pending'`,
    )
    .bind(value, ENDPOINT_REMOVED);
}
