import type { ServiceContext } from "../../core/service-context";
import type { Database } from "../../db/client";
import { auditLog } from "../../db/schema";

/**
 * The audit log, written one way: every row goes through this module, to be put in the same D1
 * batch as the change it records. Three forms for three situations:
 * - auditRecord: the change is certain (an insert of a new record);
 * - auditRecordWhen: the change may turn out to be a repeat, so the row is written only when a
 *   condition holds as the batch reaches it (a no-op leaves no trail);
 * - auditRecordFrom: a row about the record a SELECT finds, its details read from the record
 *   itself before the batch changes it (what was deleted, the values before an update).
 * Two more for writers without a request's context: auditRecordBy (the admin CLI: a drizzle insert
 * on a bare database) and insertAuditSelectSql (a statement whose SELECT answers the row's columns:
 * the deadline object's outcome and the partner push's JSON bulk statements).
 * Details never hold personal data.
 */

export type AuditEntityType =
  | "user"
  | "load"
  | "document"
  | "subscription"
  | "partner"
  | "dead_letter"
  | "report"
  | "brokerage";

export interface AuditEntry {
  action: string;
  entityType: AuditEntityType;
  entityId: string;
  /** Who acted; the signed-in actor when not given, null for the system. */
  actorUserId?: string | null;
  details?: Record<string, unknown>;
  /** When it happened, if not the context's now (the instant stored on the record itself). */
  at?: Date | number;
}

function auditRow(ctx: ServiceContext, entry: AuditEntry) {
  return {
    actorUserId: entry.actorUserId === undefined ? (ctx.actor?.userId ?? null) : entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    details: entry.details ?? null,
    requestId: ctx.requestId,
    createdAt: new Date(entry.at ?? ctx.now()),
  };
}

/** An audit row about a user (by the user themself unless told), for the account services. */
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

/** An audit row about any record. */
export function auditRecord(ctx: ServiceContext, entry: AuditEntry) {
  return ctx.db.insert(auditLog).values(auditRow(ctx, entry));
}

/** An audit row written outside a request (no service context): who, when and which request, given. */
export function auditRecordBy(
  db: Database,
  entry: AuditEntry & { actorUserId: string | null; at: Date | number; requestId?: string | null },
) {
  return db.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    details: entry.details ?? null,
    requestId: entry.requestId ?? null,
    createdAt: new Date(entry.at),
  });
}

const COLUMNS = "(id, actor_user_id, action, entity_type, entity_id, details, request_id, created_at)";

/**
 * Raw: INSERT … SELECT, a shape drizzle's insert lacks; `select` answers the eight columns in order
 * (id, actor_user_id, action, entity_type, entity_id, details, request_id, created_at), one audit
 * row per row it finds: for statements that write rows in bulk from a JSON parameter (json_each) or
 * only while a computed condition holds, beside raw statements of the same batch.
 */
export const insertAuditSelectSql = (select: string) => `INSERT INTO audit_log ${COLUMNS}\n  ${select}`;

/** Raw: the row of auditRecordWhen, written only while `condition` holds (no FROM, so no drizzle insert). */
const insertAuditWhenSql = (condition: string) =>
  insertAuditSelectSql(`SELECT ?, ?, ?, ?, ?, ?, ?, ? WHERE ${condition}`);

/** Raw: the row of auditRecordFrom, its entity and details SQL expressions over the record `from` finds. */
const insertAuditFromSql = (entityId: string, details: string, from: string) =>
  insertAuditSelectSql(`SELECT ?1, ?2, ?3, ?4, ${entityId}, ${details}, ?5, ?6 FROM ${from}`);

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
  return ctx.env.DB.prepare(insertAuditWhenSql(condition.sql)).bind(
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

/**
 * An audit row about the record `from` finds when the batch reaches it (a FROM clause, e.g.
 * "loads WHERE id = ? AND user_id = ?"), or none when it finds none: `entityId` and `details` are
 * SQL expressions over that record (details a json_object, read before the batch changes the record).
 * Plain `?` parameters, bound in the order they appear: those of details, then those of from.
 */
export function auditRecordFrom(
  ctx: ServiceContext,
  entry: Omit<AuditEntry, "entityId" | "details"> & { entityId?: string; details?: string },
  from: { sql: string; params: unknown[] },
): D1PreparedStatement {
  const row = auditRow(ctx, { ...entry, entityId: "", details: {} });
  let next = 7;
  const numbered = (sql: string) => sql.replace(/\?(?!\d)/g, () => `?${next++}`);
  const details = numbered(entry.details ?? "NULL");
  return ctx.env.DB.prepare(insertAuditFromSql(entry.entityId ?? "id", details, numbered(from.sql))).bind(
    crypto.randomUUID(),
    row.actorUserId,
    row.action,
    row.entityType,
    row.requestId,
    row.createdAt.getTime(),
    ...from.params,
  );
}
