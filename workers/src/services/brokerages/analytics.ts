import { bucketBrokerAnalytics, queryLowerBound, recentWeekStarts } from "@truerate/domain/broker-analytics";
import { NEW_YORK } from "@truerate/domain/new-york-time";
import type { ServiceContext } from "../../core/service-context";
import { analyticsRowsOf } from "../../db/queries/brokerages";
import { requireBrokerage } from "../access/documents";
import { resolveBroker } from "../broker-profiles/identity";
import { complianceOfLoads } from "../broker-profiles/standing";

/**
 * The broker dashboard's Analytics for the caller's brokerage only: its loads' deadlines met and
 * missed (in the week each was decided: its outcome event), the carrier response times of the
 * documents it shared, and its loads by source, in the last `weeks` New York weeks, with its
 * 12-month 48-hour compliance rating. Three narrow
 * reads (the brokerage's rows since the first week's Monday), bucketed by the pure rules, since a
 * week in New York time cannot be cut in SQL.
 */
export async function brokerAnalytics(ctx: ServiceContext, input: { weeks: number }) {
  const actor = requireBrokerage(ctx);
  const now = ctx.now();
  const weekStarts = recentWeekStarts(now, input.weeks);
  const since = new Date(queryLowerBound(weekStarts[0] ?? ""));
  // The 12-month rating beside the weeks: the number the Compliance tab and the public profile show.
  const identity = await resolveBroker(ctx, `brokerage:${actor.brokerageId}`);
  const complianceRating = await complianceOfLoads(ctx, { scope: { loadKeys: identity.loadKeys }, now });
  const { outcomes, shared, arrivals } = await analyticsRowsOf(ctx.db, { brokerageId: actor.brokerageId, since });
  const buckets = bucketBrokerAnalytics({
    now,
    weeks: input.weeks,
    outcomes: outcomes.map((row) => ({
      decidedAt: (row.decidedAt ?? row.deadlineAt).getTime(),
      complianceStatus: row.complianceStatus,
    })),
    documents: shared.flatMap((row) =>
      row.sharedAt
        ? [{ sharedAt: row.sharedAt.getTime(), carrierViewedAt: row.carrierViewedAt?.getTime() ?? null }]
        : [],
    ),
    arrivals: arrivals.map((row) => ({
      uploadedAt: row.uploadedAt.getTime(),
      viaPartnerApi: Boolean(row.viaPartnerApi),
    })),
  });
  return { timeZone: NEW_YORK, ...buckets, complianceRating };
}
