import { type TrackerStatus, trackerStatus } from "@truerate/domain/admin-console";
import { hoursRemaining } from "@truerate/domain/compliance";
import type { AdminNoticeType } from "@truerate/domain/enums";
import { asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { ServiceContext } from "../../core/service-context";
import { deadlineNotices, loads, users } from "../../db/schema";
import { requireAdministrator } from "./access";

/** The tracker shows at most this many loads: every running deadline first, soonest first. */
export const TRACKER_LIMIT = 200;

export interface DeadlineRecord {
  id: string;
  loadNumber: string;
  carrierCompanyName: string | null;
  carrierMcNumber: string | null;
  brokerName: string;
  brokerMcNumber: string | null;
  submissionTime: string;
  deadlineTime: string;
  status: TrackerStatus;
  hoursRemaining: number;
  noticesSent: AdminNoticeType[];
}

export interface DeadlineStats {
  total: number;
  pending: number;
  missed: number;
  completed: number;
}

/** The 48H tracker: deadline records and the counts of every load by tracker status. */
export async function listDeadlines({
  ctx,
}: {
  ctx: ServiceContext;
}): Promise<{ deadlines: DeadlineRecord[]; stats: DeadlineStats }> {
  requireAdministrator(ctx);
  const running = sql`CASE ${loads.complianceStatus} WHEN 'pending' THEN 0 WHEN 'overdue' THEN 1 ELSE 2 END`;
  const page = ctx.db.select({ id: loads.id }).from(loads).orderBy(running, asc(loads.deadlineAt)).limit(TRACKER_LIMIT);
  const [rows, counts, notices] = await ctx.db.batch([
    ctx.db
      .select({ load: loads, carrierCompanyName: users.companyName, carrierMcNumber: users.mcNumber })
      .from(loads)
      .leftJoin(users, eq(users.id, loads.userId))
      .orderBy(running, asc(loads.deadlineAt), desc(loads.id))
      .limit(TRACKER_LIMIT),
    ctx.db.select({ status: loads.complianceStatus, n: count() }).from(loads).groupBy(loads.complianceStatus),
    ctx.db
      .select({ loadId: deadlineNotices.loadId, type: deadlineNotices.type })
      .from(deadlineNotices)
      .where(inArray(deadlineNotices.loadId, page)),
  ]);
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
  return { deadlines, stats };
}
