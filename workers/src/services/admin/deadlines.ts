import { type TrackerStatus, trackerOrder, trackerStatus } from "@truerate/domain/admin-console";
import { hoursRemaining } from "@truerate/domain/compliance";
import type { AdminNoticeType } from "@truerate/domain/enums";
import type { ServiceContext } from "../../core/service-context";
import { noticesOfLoads, trackerPage } from "../../db/queries/admin-loads";
import type { loads } from "../../db/schema";
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
  const { found, counts } = await trackerPage(ctx.db, {
    status: input.status ? STORED_STATUSES[input.status] : undefined,
    order,
    after: input.cursor ? decodeCursor(input.cursor) : null,
    limit: input.limit + 1,
  });
  const rows = found.slice(0, input.limit);
  const notices = rows.length
    ? await noticesOfLoads(
        ctx.db,
        rows.map((row) => row.load.id),
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
