import type { ServiceContext } from "../../core/service-context";
import { auditLog } from "../../db/schema";

/** An audit row about a user, to put in the same D1 batch as the change it records. */
export function auditEntry(
  ctx: ServiceContext,
  entry: { action: string; userId: string; actorUserId?: string | null; details?: Record<string, unknown> },
) {
  return auditRecord(ctx, {
    action: entry.action,
    entityType: "user",
    entityId: entry.userId,
    actorUserId: entry.actorUserId === undefined ? (ctx.actor?.userId ?? entry.userId) : entry.actorUserId,
    details: entry.details,
  });
}

/** An audit row about any record, by the signed-in actor unless told. No personal data in details. */
export function auditRecord(
  ctx: ServiceContext,
  entry: {
    action: string;
    entityType: "user" | "load";
    entityId: string;
    actorUserId?: string | null;
    details?: Record<string, unknown>;
  },
) {
  return ctx.db.insert(auditLog).values({
    actorUserId: entry.actorUserId === undefined ? (ctx.actor?.userId ?? null) : entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    details: entry.details ?? null,
    requestId: ctx.requestId,
    createdAt: new Date(ctx.now()),
  });
}
