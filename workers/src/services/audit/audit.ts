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

type AuditEntry = {
  action: string;
  entityType: "user" | "load";
  entityId: string;
  actorUserId?: string | null;
  details?: Record<string, unknown>;
};

function auditRow(ctx: ServiceContext, entry: AuditEntry) {
  return {
    actorUserId: entry.actorUserId === undefined ? (ctx.actor?.userId ?? null) : entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    details: entry.details ?? null,
    requestId: ctx.requestId,
    createdAt: new Date(ctx.now()),
  };
}

/** An audit row about any record, by the signed-in actor unless told. No personal data in details. */
export function auditRecord(ctx: ServiceContext, entry: AuditEntry) {
  return ctx.db.insert(auditLog).values(auditRow(ctx, entry));
}

/**
 * The same audit row, written only when `condition` (SQL with `?` parameters) holds when the batch
 * reaches it: for changes that may turn out to be repeats, so a no-op leaves no audit trail.
 */
export function auditRecordWhen(
  ctx: ServiceContext,
  entry: AuditEntry,
  condition: { sql: string; params: unknown[] },
): D1PreparedStatement {
  const row = auditRow(ctx, entry);
  return ctx.env.DB.prepare(
    `INSERT INTO audit_log (id, actor_user_id, action, entity_type, entity_id, details, request_id, created_at)
     SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE ${condition.sql}`,
  ).bind(
    crypto.randomUUID(),
    row.actorUserId,
    row.action,
    row.entityType,
    row.entityId,
    row.details === null ? null : JSON.stringify(row.details),
    row.requestId,
    row.createdAt.getTime(),
    ...condition.params,
  );
}
