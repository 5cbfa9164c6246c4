import type { ServiceContext } from "../../core/service-context";
import type { loads } from "../../db/schema";
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
  /** Epoch milliseconds. */
  deadlineAt: number;
  complianceStatus: (typeof loads.$inferSelect)["complianceStatus"];
}

/**
 * Raw: it is read in the same D1 batch as the raw conditional outcome statements
 * (compliance-sql.ts) and must see their writes; a drizzle query turned into a plain statement
 * (db/as-statement.ts) would answer column names, not the DeadlineLoad shape.
 */
const DEADLINE_LOAD_SQL = `SELECT id, user_id AS userId, brokerage_id AS brokerageId, load_number AS loadNumber,
  broker_name AS brokerName, broker_email AS brokerEmail, deadline_at AS deadlineAt,
  compliance_status AS complianceStatus
  FROM loads WHERE id = ?1`;

async function runAndRead(db: D1Database, loadId: string, statements: D1PreparedStatement[]) {
  const results = await db.batch<DeadlineLoad>([...statements, db.prepare(DEADLINE_LOAD_SQL).bind(loadId)]);
  return results[results.length - 1]?.results[0] ?? null;
}

/**
 * The deadline has come: a load with a document shared in time becomes compliant, any other
 * pending load overdue, each with its one compliance event, in one batch. Returns the load as it
 * stands afterwards (null when it was deleted); running it again returns the same.
 */
export async function closeDeadline(ctx: ServiceContext, input: { loadId: string }): Promise<DeadlineLoad | null> {
  const db = ctx.env.DB;
  const { loadId } = input;
  const writer = { loadId, now: ctx.now(), actorUserId: null, requestId: null };
  return runAndRead(db, loadId, [...deadlineMetStatements(db, writer), ...deadlineMissedStatements(db, writer)]);
}

/**
 * Before the deadline: makes a load compliant if a document was shared in time but the share's
 * own settle never reached the object (it is best-effort). Returns the load as it stands.
 */
export async function settleIfShared(ctx: ServiceContext, input: { loadId: string }): Promise<DeadlineLoad | null> {
  const db = ctx.env.DB;
  const { loadId } = input;
  return runAndRead(
    db,
    loadId,
    deadlineMetStatements(db, { loadId, now: ctx.now(), actorUserId: null, requestId: null }),
  );
}
