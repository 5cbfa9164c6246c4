import { and, desc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../../core/service-context";
import { notifications } from "../../../db/schema";
import { requireCarrier } from "../../access/documents";
import { type NotificationView, notificationView } from "../views";

/** A carrier is shown the 5 most recent unread notifications (the load-board spec's business constants and limits). */
export const CARRIER_NOTIFICATIONS_SHOWN = 5;

export async function listCarrierNotifications(ctx: ServiceContext): Promise<NotificationView[]> {
  const actor = requireCarrier(ctx);
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, actor.userId), eq(notifications.isRead, false)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(CARRIER_NOTIFICATIONS_SHOWN);
  return rows.map(notificationView);
}
