import { auditLog } from "../../db/schema";
import type { ServiceContext } from "../../http/service-context";

/** An audit row, to put in the same D1 batch as the change it records. No personal data in details. */
export function auditEntry(
  ctx: ServiceContext,
  entry: { action: string; userId: string; actorUserId?: string | null; details?: Record<string, unknown> },
) {
  return ctx.db.insert(auditLog).values({
    actorUserId: entry.actorUserId === undefined ? (ctx.actor?.userId ?? entry.userId) : entry.actorUserId,
    action: entry.action,
    entityType: "user",
    entityId: entry.userId,
    details: entry.details ?? null,
    requestId: ctx.requestId,
    createdAt: new Date(ctx.now()),
  });
}
