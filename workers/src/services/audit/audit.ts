import type { ServiceContext } from "../../core/service-context";
import {
  type AuditEntityType,
  type AuditRow,
  insertAuditFrom,
  insertAuditRow,
  insertAuditWhen,
  type SqlPart,
} from "../../db/queries/audit";

export type { AuditEntityType } from "../../db/queries/audit";

/**
 * The audit log, written one way: every row goes through this module, to be put in the same D1
 * batch as the change it records. Three forms for three situations:
 * - auditRecord: the change is certain (an insert of a new record);
 * - auditRecordWhen: the change may turn out to be a repeat, so the row is written only when a
 *   condition holds as the batch reaches it (a no-op leaves no trail);
 * - auditRecordFrom: a row about the record a SELECT finds, its details read from the record
 *   itself before the batch changes it (what was deleted, the values before an update).
 * Writers without a request's context use db/queries/audit.ts directly: auditRecordBy (the admin
 * CLI: a drizzle insert on a bare database) and insertAuditSelectSql (a statement whose SELECT
 * answers the row's columns: the deadline object's outcome and the partner push's JSON bulk statements).
 * Details never hold personal data.
 */

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

function auditRow(ctx: ServiceContext, entry: AuditEntry): AuditRow {
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
  return insertAuditRow(ctx.db, auditRow(ctx, entry));
}

/**
 * The same audit row, written only when `when` (SQL with `?` parameters) holds when the batch
 * reaches it: for changes that may turn out to be repeats, so a no-op leaves no audit trail.
 */
export function auditRecordWhen(
  ctx: ServiceContext,
  { entry, when }: { entry: AuditEntry; when: SqlPart },
): D1PreparedStatement {
  return insertAuditWhen(ctx.env.DB, auditRow(ctx, entry), when);
}

/**
 * An audit row about the record `from` finds when the batch reaches it (a FROM clause, e.g.
 * "loads WHERE id = ? AND user_id = ?"), or none when it finds none: `entityId` and `details` are
 * SQL expressions over that record (details a json_object, read before the batch changes the record).
 * Plain `?` parameters, bound in the order they appear: those of details, then those of from.
 */
export function auditRecordFrom(
  ctx: ServiceContext,
  {
    entry,
    from,
  }: { entry: Omit<AuditEntry, "entityId" | "details"> & { entityId?: string; details?: string }; from: SqlPart },
): D1PreparedStatement {
  const row = auditRow(ctx, { ...entry, entityId: "", details: {} });
  return insertAuditFrom(ctx.env.DB, row, { entityId: entry.entityId ?? "id", details: entry.details ?? "NULL", from });
}
