import type { ServiceContext } from "../../../core/service-context";
import { unreadNotifications } from "../../../db/queries/notifications";
import { requireCarrier } from "../../access/documents";
import { type NotificationView, notificationView } from "../views";

/** A carrier is shown the 5 most recent unread notifications (docs/product.md#load-board-business-constants-and-limits). */
export const CARRIER_NOTIFICATIONS_SHOWN = 5;

export async function listCarrierNotifications(ctx: ServiceContext): Promise<NotificationView[]> {
  const actor = requireCarrier(ctx);
  const rows = await unreadNotifications(ctx.db, actor.userId, CARRIER_NOTIFICATIONS_SHOWN);
  return rows.map(notificationView);
}
