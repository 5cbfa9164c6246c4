import { requestCompliance } from "@truerate/domain/brokers/profile-figures";
import { deadlineUrgency, hoursRemaining } from "@truerate/domain/compliance";
import type { ServiceContext } from "../../core/service-context";
import { complianceFiguresOf } from "../../db/queries/brokerages";
import { requireBrokerage } from "../access/documents";
import { resolveBroker } from "../broker-profiles/identity";
import { brokerStanding } from "../broker-profiles/standing";

export const UPCOMING_DEADLINES_LIMIT = 20;
const NEAR_DEADLINE_MS = 12 * 60 * 60 * 1000;

/**
 * The broker dashboard's compliance figures (docs/product.md#load-board-entities-and-fields, broker compliance stats). A request is a
 * load that named the brokerage (individual: one that named this broker user). Its ratings are the
 * 48-hour compliance rating of the public profile, from the same read (brokerStanding), so the
 * Compliance tab, Analytics, the administrator's search and the profile answer one number; the
 * public transparency score comes with it.
 * Document figures are the brokerage's shared documents; near-deadline counts its pending loads
 * with under 12 hours left. upcomingDeadlines lists its pending loads, soonest first.
 */
export async function brokerComplianceDashboard(ctx: ServiceContext) {
  const actor = requireBrokerage(ctx);
  const now = ctx.now();
  const identity = await resolveBroker(ctx, `brokerage:${actor.brokerageId}`);
  const standing = await brokerStanding(ctx, { identity, now });
  const {
    loads: loadsOf,
    documents: documentsOf,
    upcoming,
  } = await complianceFiguresOf(ctx.db, {
    brokerageId: actor.brokerageId,
    now,
    nearDeadlineMs: NEAR_DEADLINE_MS,
    limit: UPCOMING_DEADLINES_LIMIT,
  });
  const companyWide = standing.compliance;
  const individual = requestCompliance(
    standing.rows.requests.filter((request) => request.brokerUserId === actor.userId),
    now,
  );
  return {
    complianceStats: {
      totalShared: documentsOf?.totalShared ?? 0,
      withinCompliance: documentsOf?.withinCompliance ?? 0,
      nearDeadline: loadsOf?.nearDeadline ?? 0,
      overdue: documentsOf?.overdue ?? 0,
      viewedByCarriers: documentsOf?.viewedByCarriers ?? 0,
      individualComplianceRating: individual.percent,
      individualComplianceBand: individual.band,
      companyWideComplianceRating: companyWide.percent,
      companyWideComplianceBand: companyWide.band,
      individualTotalRequests: individual.decided,
      individualCompliantRequests: individual.onTime,
      companyTotalRequests: companyWide.decided,
      companyCompliantRequests: companyWide.onTime,
    },
    companyWide,
    individual,
    publicProfile: { key: identity.key, score: standing.score },
    upcomingDeadlines: upcoming.map((row) => ({
      loadId: row.loadId,
      loadNumber: row.loadNumber,
      carrierCompanyName: row.carrierCompanyName,
      carrierMcNumber: row.carrierMcNumber,
      deadline: row.deadline.toISOString(),
      hoursRemaining: hoursRemaining(row.deadline, now),
      urgency: deadlineUrgency(row.deadline, now),
      documentsShared: row.documentsShared,
    })),
  };
}
