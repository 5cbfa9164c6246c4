import type { ComplianceEventType } from "@truerate/domain/enums";
import { and, eq, lt, or } from "drizzle-orm";
import type { Database } from "../client";
import { loads, users } from "../schema";
import { insertAuditSelectSql } from "./audit";

/**
 * The D1 statements that settle a load's 48-hour outcome, to put in a batch beside the change that
 * causes them. Every statement is conditional on the load's current state and every insert is keyed
 * by a unique constraint, so running them again (a redelivered alarm, a second document) changes
 * nothing: the outcome is written exactly once.
 *
 * Raw: decision 0010: each is INSERT … SELECT or UPDATE … WHERE on a computed condition of the
 * load (a document shared in time), which drizzle cannot say, and they are batched as plain D1
 * statements beside other writers' statements (documents, the deadline object).
 */

/** The load has a document shared with its carrier at or before its deadline (docs/product.md#load-board-states-and-transitions). */
const SHARED_IN_TIME = `EXISTS (
  SELECT 1 FROM documents
  WHERE documents.load_id = loads.id AND documents.is_shared = 1 AND documents.shared_at <= loads.deadline_at
)`;

/** Raw: decision 0010, through the audit module: the outcome's audit row, written only while the change is still to be made (`condition` on the load). */
const insertOutcomeAuditSql = (condition: string) =>
  insertAuditSelectSql(`SELECT ?1, ?2, ?3, 'load', loads.id, json_object('deadlineAt', loads.deadline_at), ?4, ?5
  FROM loads WHERE loads.id = ?6 AND ${condition}`);

/** Raw: decision 0010: the outcome itself, only from the state `condition` names. */
const setOutcomeSql = (condition: string) =>
  `UPDATE loads SET compliance_status = ?1 WHERE loads.id = ?2 AND ${condition}`;

/** Raw: decision 0010, INSERT … SELECT: the load's one compliance event of the outcome, once the load has it (keyed by load and type). */
const INSERT_OUTCOME_EVENT_SQL = `INSERT INTO compliance_events (id, load_id, brokerage_id, type, created_at)
  SELECT ?1, loads.id, loads.brokerage_id, ?2, ?3 FROM loads
  WHERE loads.id = ?4 AND loads.compliance_status = ?5
  ON CONFLICT (load_id, type) DO NOTHING`;

export interface OutcomeWriter {
  loadId: string;
  now: number;
  /** Null when the deadline engine decides, a user id when a request does. */
  actorUserId: string | null;
  requestId: string | null;
}

function outcomeStatements(
  db: D1Database,
  writer: OutcomeWriter,
  outcome: { event: ComplianceEventType; from: string; to: "compliant" | "overdue" },
): D1PreparedStatement[] {
  const { loadId, now, actorUserId, requestId } = writer;
  return [
    // The audit row first: it is written only while the change below is still to be made.
    db
      .prepare(insertOutcomeAuditSql(outcome.from))
      .bind(crypto.randomUUID(), actorUserId, `load.${outcome.event}`, requestId, now, loadId),
    db.prepare(setOutcomeSql(outcome.from)).bind(outcome.to, loadId),
    db.prepare(INSERT_OUTCOME_EVENT_SQL).bind(crypto.randomUUID(), outcome.event, now, loadId, outcome.to),
  ];
}

/** pending → compliant with its 'deadline_met' event and audit row, when a document came in time. */
export function deadlineMetStatements(db: D1Database, writer: OutcomeWriter): D1PreparedStatement[] {
  return outcomeStatements(db, writer, {
    event: "deadline_met",
    from: `loads.compliance_status = 'pending' AND ${SHARED_IN_TIME}`,
    to: "compliant",
  });
}

/**
 * pending → overdue with its 'deadline_missed' event and audit row, when no document came in time.
 * Only the deadline engine runs these, once the load's deadline alarm has fired.
 */
export function deadlineMissedStatements(db: D1Database, writer: OutcomeWriter): D1PreparedStatement[] {
  return outcomeStatements(db, writer, {
    event: "deadline_missed",
    from: `loads.compliance_status = 'pending' AND NOT ${SHARED_IN_TIME}`,
    to: "overdue",
  });
}

/** What the deadline engine needs to know of a load. */
export type DeadlineLoad = Pick<
  typeof loads.$inferSelect,
  "id" | "userId" | "brokerageId" | "loadNumber" | "brokerName" | "brokerEmail" | "complianceStatus"
> & {
  /** Epoch milliseconds. */
  deadlineAt: number;
};

/**
 * Raw: it is read in the same D1 batch as the raw conditional outcome statements
 * (above) and must see their writes; a drizzle query turned into a plain statement
 * (db/as-statement.ts) would answer column names, not the DeadlineLoad shape.
 */
const DEADLINE_LOAD_SQL = `SELECT id, user_id AS userId, brokerage_id AS brokerageId, load_number AS loadNumber,
  broker_name AS brokerName, broker_email AS brokerEmail, deadline_at AS deadlineAt,
  compliance_status AS complianceStatus
  FROM loads WHERE id = ?1`;

/** Runs the outcome statements in one batch and reads the load as it stands after them (null: deleted). */
export async function settleAndReadLoad(
  d1: D1Database,
  loadId: string,
  statements: D1PreparedStatement[],
): Promise<DeadlineLoad | null> {
  const results = await d1.batch<DeadlineLoad>([...statements, d1.prepare(DEADLINE_LOAD_SQL).bind(loadId)]);
  return results[results.length - 1]?.results[0] ?? null;
}

/** Pending loads whose deadline passed before `before`, oldest first. */
export function stalledPendingLoads(db: Database, before: Date, limit: number) {
  return db
    .select({ id: loads.id, deadlineAt: loads.deadlineAt })
    .from(loads)
    .where(and(eq(loads.complianceStatus, "pending"), lt(loads.deadlineAt, before)))
    .orderBy(loads.deadlineAt)
    .limit(limit);
}

/** The broker users of a brokerage and every administrator, each by id order, in one batch. */
export async function brokerageUsersAndAdmins(db: Database, brokerageId: string | null) {
  const [brokers, admins] = await db.batch([
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.brokerageId, brokerageId ?? ""), eq(users.userType, "broker")))
      .orderBy(users.id),
    db
      .select({ id: users.id })
      .from(users)
      .where(or(eq(users.isAdmin, true), eq(users.userType, "admin")))
      .orderBy(users.id),
  ]);
  return { brokers, admins };
}
