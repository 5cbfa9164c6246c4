import type { ComplianceEventType } from "@truerate/domain/enums";
import { insertAuditSelectSql } from "../../db/queries/audit";

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

/** The load has a document shared with its carrier at or before its deadline (the load-board spec's states and transitions). */
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
