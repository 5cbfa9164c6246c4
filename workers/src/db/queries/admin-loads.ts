// The administrators' Load Management and 48H tracker: every carrier's loads, the true rate an
// administrator verifies, and the deadline notices sent from the tracker.
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../client";
import { deadlineNotices, loads, transactionRecords, users } from "../schema";

type Load = typeof loads.$inferSelect;

/** The loads hauled on `date` (every load when none). */
const loadsOnDate = (date: string | undefined): SQL | undefined => (date ? eq(loads.date, date) : undefined);

/** How many loads were hauled on `date` (every load when none). */
export async function countLoadsOn(db: Database, date: string | undefined): Promise<number> {
  const [counted] = await db.select({ n: count() }).from(loads).where(loadsOnDate(date));
  return counted?.n ?? 0;
}

/** In one batch: the load's mileage (to judge the rate) and the newest version of its broker's record. */
export async function loadAndRecordVersion(db: Database, loadId: string) {
  const [[found], [record]] = await db.batch([
    db.select({ id: loads.id, mileage: loads.mileage }).from(loads).where(eq(loads.id, loadId)).limit(1),
    db
      .select({ version: transactionRecords.version })
      .from(transactionRecords)
      .where(eq(transactionRecords.loadId, loadId))
      .orderBy(desc(transactionRecords.version))
      .limit(1),
  ]);
  return { load: found, recordVersion: record?.version ?? null };
}

/** Sets the load's true rate and marks it verified, in one batch with its audit row. */
export async function verifyLoadTrueRate(
  db: Database,
  verified: {
    loadId: string;
    trueRateCents: number;
    verifiedAt: Date;
    verifiedBy: string;
    recordVersion: number | null;
    audit: BatchItem<"sqlite">;
  },
): Promise<void> {
  await db.batch([
    db
      .update(loads)
      .set({
        trueRateCents: verified.trueRateCents,
        verified: true,
        verifiedAt: verified.verifiedAt,
        verifiedBy: verified.verifiedBy,
        trueRateRecordVersion: verified.recordVersion,
      })
      .where(eq(loads.id, verified.loadId)),
    verified.audit,
  ]);
}

/**
 * The key a tracker page is ordered and cut by: with no status filter, running deadlines come
 * before missed before completed (rank × 10^13 ms is past any deadline), each by its deadline.
 */
const RANKED_DEADLINE = sql<number>`(CASE ${loads.complianceStatus} WHEN 'pending' THEN 0 WHEN 'overdue' THEN 1 ELSE 2 END) * 10000000000000 + ${loads.deadlineAt}`;

/**
 * In one batch: a page of the tracker (loads with their carrier, `limit` of them after the cursor,
 * by deadline when a status filters them, else by RANKED_DEADLINE) and the count of every load by
 * compliance status. Each row carries its key, for the next cursor.
 */
export async function trackerPage(
  db: Database,
  page: {
    status: Load["complianceStatus"] | undefined;
    order: "asc" | "desc";
    after: { value: number; key: string } | null;
    limit: number;
  },
) {
  const key = page.status ? sql<number>`${loads.deadlineAt}` : RANKED_DEADLINE;
  const filter = page.status ? eq(loads.complianceStatus, page.status) : undefined;
  let where = filter;
  if (page.after) {
    const beyond = page.order === "asc" ? sql`>` : sql`<`;
    where = and(filter, sql`(${key}, ${loads.id}) ${beyond} (${page.after.value}, ${page.after.key})`);
  }
  const direction = page.order === "asc" ? asc : desc;
  const [found, counts] = await db.batch([
    db
      .select({ load: loads, carrierCompanyName: users.companyName, carrierMcNumber: users.mcNumber, key })
      .from(loads)
      .leftJoin(users, eq(users.id, loads.userId))
      .where(where)
      .orderBy(direction(key), direction(loads.id))
      .limit(page.limit),
    db.select({ status: loads.complianceStatus, n: count() }).from(loads).groupBy(loads.complianceStatus),
  ]);
  return { found, counts };
}

/** The deadline notices sent about these loads. */
export function noticesOfLoads(db: Database, loadIds: readonly string[]) {
  return db
    .select({ loadId: deadlineNotices.loadId, type: deadlineNotices.type })
    .from(deadlineNotices)
    .where(inArray(deadlineNotices.loadId, [...loadIds]));
}

type NoticeType = (typeof deadlineNotices.$inferSelect)["type"];

/** Whether a notice of this type was sent about the load. */
export async function noticeSent(db: Database, { loadId, type }: { loadId: string; type: NoticeType }) {
  const [already] = await db
    .select({ id: deadlineNotices.id })
    .from(deadlineNotices)
    .where(and(eq(deadlineNotices.loadId, loadId), eq(deadlineNotices.type, type)))
    .limit(1);
  return already !== undefined;
}

/** Records the notice, in one batch with its audit row (a second one fails on the unique index). */
export async function recordNotice(
  db: Database,
  notice: { loadId: string; type: NoticeType; sentBy: string; sentAt: Date; audit: BatchItem<"sqlite"> },
): Promise<void> {
  await db.batch([
    db
      .insert(deadlineNotices)
      .values({ loadId: notice.loadId, type: notice.type, sentBy: notice.sentBy, sentAt: notice.sentAt }),
    notice.audit,
  ]);
}
