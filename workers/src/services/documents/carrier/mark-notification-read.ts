import { notFound } from "../../../core/errors";
import type { ServiceContext } from "../../../core/service-context";
import { markUserNotificationRead } from "../../../db/queries/notifications";
import { DOCUMENT_MESSAGES, requireCarrier } from "../../access/documents";
import { type NotificationView, notificationView } from "../views";

/** Marks one of the carrier's notifications read (again is fine); anyone else's answers 404. */
export async function markNotificationRead(ctx: ServiceContext, input: { id: string }): Promise<NotificationView> {
  const actor = requireCarrier(ctx);
  const row = await markUserNotificationRead(ctx.db, { id: input.id, userId: actor.userId, now: ctx.now() });
  if (!row) throw notFound(DOCUMENT_MESSAGES.notificationNotFound);
  return notificationView(row);
}
