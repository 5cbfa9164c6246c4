import { eq } from "drizzle-orm";
import { createDb, type Database } from "../../db/client";
import { loads } from "../../db/schema";
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
  complianceStatus: (typeof loads.$inferSelect)["complianceStatus"];
}

const selectLoad = (db: Database, loadId: string) =>
  db
    .select({
      id: loads.id,
      userId: loads.userId,
      brokerageId: loads.brokerageId,
      loadNumber: loads.loadNumber,
      brokerName: loads.brokerName,
      brokerEmail: loads.brokerEmail,
      deadlineAt: loads.deadlineAt,
      complianceStatus: loads.complianceStatus,
    })
    .from(loads)
    .where(eq(loads.id, loadId));

function asDeadlineLoad(rows: Awaited<ReturnType<typeof selectLoad>>): DeadlineLoad | null {
  const row = rows[0];
  return row ? { ...row, deadlineAt: row.deadlineAt.getTime() } : null;
}

/**
 * The deadline has come: a load with a document shared in time becomes compliant, any other
 * pending load overdue, each with its one compliance event, in one batch. Returns the load as it
 * stands afterwards (null when it was deleted); running it again returns the same.
 */
export async function closeDeadline(d1: D1Database, loadId: string, now: number): Promise<DeadlineLoad | null> {
  const db = createDb(d1);
  const writer = { loadId, now, actorUserId: null, requestId: null };
  const results = await db.batch([
    ...deadlineMetStatements(db, writer),
    ...deadlineMissedStatements(db, writer),
    selectLoad(db, loadId),
  ]);
  return asDeadlineLoad(results[6]);
}

/**
 * Before the deadline: makes a load compliant if a document was shared in time but the share's
 * own settle never reached the object (it is best-effort). Returns the load as it stands.
 */
export async function settleIfShared(d1: D1Database, loadId: string, now: number): Promise<DeadlineLoad | null> {
  const db = createDb(d1);
  const writer = { loadId, now, actorUserId: null, requestId: null };
  const results = await db.batch([...deadlineMetStatements(db, writer), selectLoad(db, loadId)]);
  return asDeadlineLoad(results[3]);
}
