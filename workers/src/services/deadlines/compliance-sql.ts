import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";

/**
 * The D1 statements that settle a load's 48-hour outcome, to put in a batch beside the change that
 * causes them. Every statement is conditional on the load's current state and every insert is keyed
 * by a unique constraint, so running them again (a redelivered alarm, a second document) changes
 * nothing: the outcome is written exactly once.
 */

/** The load has a document shared with its carrier at or before its deadline (spec 001 §4). */
const SHARED_IN_TIME = sql.raw(`EXISTS (
  SELECT 1 FROM documents
  WHERE documents.load_id = loads.id AND documents.is_shared = 1 AND documents.shared_at <= loads.deadline_at
)`);

export interface OutcomeWriter {
  loadId: string;
  now: number;
  /** Null when the deadline engine decides, a user id when a request does. */
  actorUserId: string | null;
  requestId: string | null;
}

/** pending → compliant with its 'deadline_met' event and audit row, when a document came in time. */
export function deadlineMetStatements(db: Database, writer: OutcomeWriter) {
  const { loadId, now, actorUserId, requestId } = writer;
  return [
    db.run(sql`INSERT INTO audit_log (id, actor_user_id, action, entity_type, entity_id, details, request_id, created_at)
      SELECT ${crypto.randomUUID()}, ${actorUserId}, 'load.deadline_met', 'load', loads.id,
             json_object('deadlineAt', loads.deadline_at), ${requestId}, ${now}
      FROM loads WHERE loads.id = ${loadId} AND loads.compliance_status = 'pending' AND ${SHARED_IN_TIME}`),
    db.run(sql`UPDATE loads SET compliance_status = 'compliant'
      WHERE loads.id = ${loadId} AND loads.compliance_status = 'pending' AND ${SHARED_IN_TIME}`),
    db.run(sql`INSERT INTO compliance_events (id, load_id, brokerage_id, type, created_at)
      SELECT ${crypto.randomUUID()}, loads.id, loads.brokerage_id, 'deadline_met', ${now} FROM loads
      WHERE loads.id = ${loadId} AND loads.compliance_status = 'compliant'
      ON CONFLICT (load_id, type) DO NOTHING`),
  ] as const;
}

/**
 * pending → overdue with its 'deadline_missed' event and audit row, when no document came in time.
 * Only the deadline engine runs these, once the load's deadline alarm has fired.
 */
export function deadlineMissedStatements(db: Database, writer: OutcomeWriter) {
  const { loadId, now, actorUserId, requestId } = writer;
  return [
    db.run(sql`INSERT INTO audit_log (id, actor_user_id, action, entity_type, entity_id, details, request_id, created_at)
      SELECT ${crypto.randomUUID()}, ${actorUserId}, 'load.deadline_missed', 'load', loads.id,
             json_object('deadlineAt', loads.deadline_at), ${requestId}, ${now}
      FROM loads WHERE loads.id = ${loadId} AND loads.compliance_status = 'pending' AND NOT ${SHARED_IN_TIME}`),
    db.run(sql`UPDATE loads SET compliance_status = 'overdue'
      WHERE loads.id = ${loadId} AND loads.compliance_status = 'pending' AND NOT ${SHARED_IN_TIME}`),
    db.run(sql`INSERT INTO compliance_events (id, load_id, brokerage_id, type, created_at)
      SELECT ${crypto.randomUUID()}, loads.id, loads.brokerage_id, 'deadline_missed', ${now} FROM loads
      WHERE loads.id = ${loadId} AND loads.compliance_status = 'overdue'
      ON CONFLICT (load_id, type) DO NOTHING`),
  ] as const;
}
