import { type TrackerStatus, trackerOrder, trackerStatus } from "@truerate/domain/admin-console";
import { hoursRemaining } from "@truerate/domain/compliance";
import type { AdminNoticeType } from "@truerate/domain/enums";
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { ServiceContext } from "../../core/service-context";
import { deadlineNotices, loads, users } from "../../db/schema";
import type { DeadlineRecord, DeadlineStats, TrackerQuery } from "../../schemas/admin/console";
import { requireAdministrator } from "../access/admin";
import { decodeCursor, encodeCursor } from "./data-quality/cursor";

/** The stored compliance status behind each tracker status. */
const STORED_STATUSES = {
  pending: "pending",
  missed: "overdue",
  completed: "compliant",
} as const satisfies Record<TrackerStatus, (typeof loads.$inferSelect)["complianceStatus"]>;

/**
 * The key a tracker page is ordered and cut by: with no status filter, running deadlines come
 * before missed before completed (rank × 10^13 ms is past any deadline), each by its deadline.
 */
const RANKED_DEADLINE = sql<number>`(CASE ${loads.complianceStatus} WHEN 'pending' THEN 0 WHEN 'overdue' THEN 1 ELSE 2 END) * 10000000000000 + ${loads.deadlineAt}`;

/**
 * The 48H tracker, a page at a time: deadline records filtered by status (running ones soonest
 * first, missed and completed most recent first), `total` for the filter, `nextCursor` to go on,
 * and the counts of every load by tracker status.
 */
export async function listDeadlines(
  ctx: ServiceContext,
  input: TrackerQuery,
): Promise<{
  deadlines: DeadlineRecord[];
  stats: DeadlineStats;
  total: number;
  nextCursor: string | null;
}> {
  requireAdministrator(ctx);
  const order = trackerOrder(input.status);
  const key = input.status ? sql<number>`${loads.deadlineAt}` : RANKED_DEADLINE;
  const filter = input.status ? eq(loads.complianceStatus, STORED_STATUSES[input.status]) : undefined;
  let where = filter;
  if (input.cursor) {
    const after = decodeCursor(input.cursor);
    const beyond = order === "asc" ? sql`>` : sql`<`;
    where = and(filter, sql`(${key}, ${loads.id}) ${beyond} (${after.value}, ${after.key})`);
  }
  const direction = order === "asc" ? asc : desc;
  const [found, counts] = await ctx.db.batch([
    ctx.db
      .select({ load: loads, carrierCompanyName: users.companyName, carrierMcNumber: users.mcNumber, key })
      .from(loads)
      .leftJoin(users, eq(users.id, loads.userId))
      .where(where)
      .orderBy(direction(key), direction(loads.id))
      .limit(input.limit + 1),
    ctx.db.select({ status: loads.complianceStatus, n: count() }).from(loads).groupBy(loads.complianceStatus),
  ]);
  const rows = found.slice(0, input.limit);
  const notices = rows.length
    ? await ctx.db
        .select({ loadId: deadlineNotices.loadId, type: deadlineNotices.type })
        .from(deadlineNotices)
        .where(
          inArray(
            deadlineNotices.loadId,
            rows.map((row) => row.load.id),
          ),
        )
    : [];
  const last = rows.at(-1);
  const nextCursor =
    found.length > input.limit && last ? encodeCursor({ value: Number(last.key), key: last.load.id }) : null;
  const sent = new Map<string, AdminNoticeType[]>();
  for (const notice of notices) sent.set(notice.loadId, [...(sent.get(notice.loadId) ?? []), notice.type]);
  const now = ctx.now();
  const deadlines = rows.map(({ load, carrierCompanyName, carrierMcNumber }) => ({
    id: load.id,
    loadNumber: load.loadNumber,
    carrierCompanyName,
    carrierMcNumber,
    brokerName: load.brokerName,
    brokerMcNumber: load.brokerMcNumber,
    submissionTime: load.uploadedAt.toISOString(),
    deadlineTime: load.deadlineAt.toISOString(),
    status: trackerStatus(load.complianceStatus),
    hoursRemaining: hoursRemaining(load.deadlineAt, now),
    noticesSent: sent.get(load.id) ?? [],
  }));
  const stats: DeadlineStats = { total: 0, pending: 0, missed: 0, completed: 0 };
  for (const { status, n } of counts) {
    stats.total += n;
    stats[trackerStatus(status)] += n;
  }
  return { deadlines, stats, total: input.status ? stats[input.status] : stats.total, nextCursor };
}
