import type { LOAD_COMPLIANCE_STATUSES } from "../../domain/enums";
import { deadlineMetStatements, deadlineMissedStatements } from "./compliance-sql";

/** What the deadline engine needs to know of a load. */
export interface DeadlineLoad {
  id: string;
  /** The carrier; null once the carrier deleted their account. */
  userId: string | null;
  brokerageId: string | null;
  loadNumber: string;
  brokerName: string;
  brokerEmail: string;
  deadlineAt: number;
  complianceStatus: (typeof LOAD_COMPLIANCE_STATUSES)[number];
}

const SELECT_LOAD = `SELECT id, user_id AS userId, brokerage_id AS brokerageId, load_number AS loadNumber,
  broker_name AS brokerName, broker_email AS brokerEmail, deadline_at AS deadlineAt,
  compliance_status AS complianceStatus
  FROM loads WHERE id = ?1`;

/** The load, or null when it was deleted. */
export async function readDeadlineLoad(db: D1Database, loadId: string): Promise<DeadlineLoad | null> {
  return db.prepare(SELECT_LOAD).bind(loadId).first<DeadlineLoad>();
}

/**
 * The deadline has come: a load with a document shared in time becomes compliant, any other
 * pending load overdue, each with its one compliance event, in one batch. Returns the load as it
 * stands afterwards (null when it was deleted); running it again returns the same.
 */
export async function closeDeadline(db: D1Database, loadId: string, now: number): Promise<DeadlineLoad | null> {
  const writer = { loadId, now, actorUserId: null, requestId: null };
  const results = await db.batch([
    ...deadlineMetStatements(db, writer),
    ...deadlineMissedStatements(db, writer),
    db.prepare(SELECT_LOAD).bind(loadId),
  ]);
  const rows = results[results.length - 1]?.results as DeadlineLoad[] | undefined;
  return rows?.[0] ?? null;
}

/**
 * Before the deadline: makes a load compliant if a document was shared in time but the share's
 * own settle never reached the object (it is best-effort). Returns the load as it stands.
 */
export async function settleIfShared(db: D1Database, loadId: string, now: number): Promise<DeadlineLoad | null> {
  const writer = { loadId, now, actorUserId: null, requestId: null };
  const results = await db.batch([...deadlineMetStatements(db, writer), db.prepare(SELECT_LOAD).bind(loadId)]);
  const rows = results[results.length - 1]?.results as DeadlineLoad[] | undefined;
  return rows?.[0] ?? null;
}
