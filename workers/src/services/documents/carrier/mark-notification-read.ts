import { and, eq, sql } from "drizzle-orm";
import { notFound } from "../../../core/errors";
import type { ServiceContext } from "../../../core/service-context";
import { notifications } from "../../../db/schema";
import { DOCUMENT_MESSAGES, requireCarrier } from "../../access/documents";
import { type NotificationView, notificationView } from "../views";

/** Marks one of the carrier's notifications read (again is fine); anyone else's answers 404. */
export async function markNotificationRead(ctx: ServiceContext, input: { id: string }): Promise<NotificationView> {
  const actor = requireCarrier(ctx);
  const [row] = await ctx.db
    .update(notifications)
    .set({ isRead: true, readAt: sql`COALESCE(${notifications.readAt}, ${ctx.now()})` })
    .where(and(eq(notifications.id, input.id), eq(notifications.userId, actor.userId)))
    .returning();
  if (!row) throw notFound(DOCUMENT_MESSAGES.notificationNotFound);
  return notificationView(row);
}
