// The audit log's statements. Services build the row (services/audit/audit.ts: who, when, which
// request) and put the statement in the same D1 batch as the change it records.
import type { Database } from "../client";
import { auditLog } from "../schema";

/** What an audit row is about. */
export type AuditEntityType =
  | "user"
  | "load"
  | "document"
  | "subscription"
  | "partner"
  | "dead_letter"
  | "report"
  | "brokerage";

/** One audit_log row as the services build it (the id is the table's default). */
export type AuditRow = Omit<typeof auditLog.$inferSelect, "id" | "entityType"> & { entityType: AuditEntityType };

/** The insert of one audit row, to batch with the change it records. */
export function insertAuditRow(db: Database, row: AuditRow) {
  return db.insert(auditLog).values(row);
}

/** What an audit row written outside a request gives itself: who, when and which request. */
export interface AuditRecordByEntry {
  action: string;
  entityType: AuditEntityType;
  entityId: string;
  actorUserId: string | null;
  details?: Record<string, unknown>;
  at: Date | number;
  requestId?: string | null;
}

/** An audit row written outside a request (no service context; the admin CLI on a bare database). */
export function auditRecordBy(db: Database, entry: AuditRecordByEntry) {
  return insertAuditRow(db, {
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

/** SQL with plain `?` parameters and their values. */
export interface SqlPart {
  sql: string;
  params: unknown[];
}

/** The audit row, written only when `condition` holds as the batch reaches it. */
export function insertAuditWhen(d1: D1Database, row: AuditRow, condition: SqlPart): D1PreparedStatement {
  return d1
    .prepare(insertAuditWhenSql(condition.sql))
    .bind(
      crypto.randomUUID(),
      row.actorUserId,
      row.action,
      row.entityType,
      row.entityId,
      row.details === null || row.details === undefined ? null : JSON.stringify(row.details),
      row.requestId,
      row.createdAt.getTime(),
      ...condition.params,
    );
}

/**
 * The audit row about the record `from` finds when the batch reaches it (none when it finds none):
 * `entityId` and `details` are SQL expressions over that record; plain `?` parameters, bound in the
 * order they appear: those of details, then those of from.
 */
export function insertAuditFrom(
  d1: D1Database,
  row: Pick<AuditRow, "actorUserId" | "action" | "entityType" | "requestId" | "createdAt">,
  record: { entityId: string; details: string; from: SqlPart },
): D1PreparedStatement {
  let next = 7;
  const numbered = (sql: string) => sql.replace(/\?(?!\d)/g, () => `?${next++}`);
  const details = numbered(record.details);
  return d1
    .prepare(insertAuditFromSql(record.entityId, details, numbered(record.from.sql)))
    .bind(
      crypto.randomUUID(),
      row.actorUserId,
      row.action,
      row.entityType,
      row.requestId,
      row.createdAt.getTime(),
      ...record.from.params,
    );
}
