import { requestCompliance } from "@truerate/domain/brokers/profile-figures";
import { deadlineUrgency, hoursRemaining } from "@truerate/domain/compliance";
import { and, asc, count, eq, gt, sql } from "drizzle-orm";
import type { ServiceContext } from "../../core/service-context";
import { documents, loads, users } from "../../db/schema";
import { requireBrokerage } from "../access/documents";
import { resolveBroker } from "../brokers/identity";
import { brokerStanding } from "../brokers/standing";

export const UPCOMING_DEADLINES_LIMIT = 20;
const NEAR_DEADLINE_MS = 12 * 60 * 60 * 1000;

const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`COALESCE(SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END), 0)`;

/**
 * The broker dashboard's compliance figures (the load-board spec's entities and fields, broker compliance stats). A request is a
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
  const identity = await resolveBroker(ctx.db, `brokerage:${actor.brokerageId}`);
  const standing = await brokerStanding(ctx.db, identity, now);
  const [loadFigures, documentFigures, upcoming] = await ctx.db.batch([
    ctx.db
      .select({
        nearDeadline: countWhere(
          sql`${loads.complianceStatus} = 'pending' AND ${loads.deadlineAt} > ${now} AND ${loads.deadlineAt} <= ${now + NEAR_DEADLINE_MS}`,
        ),
      })
      .from(loads)
      .where(eq(loads.brokerageId, actor.brokerageId)),
    ctx.db
      .select({
        totalShared: count(),
        withinCompliance: countWhere(sql`${documents.sharedAt} <= ${documents.complianceDeadline}`),
        overdue: countWhere(sql`${documents.sharedAt} > ${documents.complianceDeadline}`),
        viewedByCarriers: countWhere(sql`${documents.carrierViewedAt} IS NOT NULL`),
      })
      .from(documents)
      .where(and(eq(documents.brokerageId, actor.brokerageId), eq(documents.isShared, true))),
    ctx.db
      .select({
        loadId: loads.id,
        loadNumber: loads.loadNumber,
        carrierCompanyName: users.companyName,
        carrierMcNumber: users.mcNumber,
        deadline: loads.deadlineAt,
        documentsShared: sql<number>`(SELECT COUNT(*) FROM documents WHERE documents.load_id = ${loads.id} AND documents.is_shared = 1)`,
      })
      .from(loads)
      .leftJoin(users, eq(users.id, loads.userId))
      .where(
        and(
          eq(loads.brokerageId, actor.brokerageId),
          eq(loads.complianceStatus, "pending"),
          gt(loads.deadlineAt, new Date(now)),
        ),
      )
      .orderBy(asc(loads.deadlineAt), asc(loads.id))
      .limit(UPCOMING_DEADLINES_LIMIT),
  ]);

  const loadsOf = loadFigures[0];
  const documentsOf = documentFigures[0];
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
