import { complianceBand, complianceRating, deadlineUrgency, hoursRemaining } from "@truerate/domain/compliance";
import { and, asc, count, eq, gt, sql } from "drizzle-orm";
import type { ServiceContext } from "../../../core/service-context";
import { documents, loads, users } from "../../../db/schema";
import { requireBrokerage } from "../../access/documents";

export const UPCOMING_DEADLINES_LIMIT = 20;
const NEAR_DEADLINE_MS = 12 * 60 * 60 * 1000;

const countWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`COALESCE(SUM(CASE WHEN ${condition} THEN 1 ELSE 0 END), 0)`;

/**
 * The broker dashboard's compliance figures (the load-board spec's entities and fields, broker compliance stats). A request is a
 * load matched to the broker (individual: the load names this broker user; company-wide: the load
 * belongs to the brokerage); its rating is loads within compliance divided by matched loads (the spec's business constants and limits),
 * and none (null) while there are no requests.
 * Document figures are the brokerage's shared documents; near-deadline counts its pending loads
 * with under 12 hours left. upcomingDeadlines lists its pending loads, soonest first.
 */
export async function brokerComplianceDashboard(ctx: ServiceContext) {
  const actor = requireBrokerage(ctx);
  const now = ctx.now();
  const compliant = sql`${loads.complianceStatus} = 'compliant'`;
  const [loadFigures, documentFigures, upcoming] = await ctx.db.batch([
    ctx.db
      .select({
        companyTotal: count(),
        companyCompliant: countWhere(compliant),
        individualTotal: countWhere(sql`${loads.brokerUserId} = ${actor.userId}`),
        individualCompliant: countWhere(sql`${loads.brokerUserId} = ${actor.userId} AND ${compliant}`),
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
  const individualComplianceRating = complianceRating(loadsOf?.individualCompliant ?? 0, loadsOf?.individualTotal ?? 0);
  const companyWideComplianceRating = complianceRating(loadsOf?.companyCompliant ?? 0, loadsOf?.companyTotal ?? 0);
  return {
    complianceStats: {
      totalShared: documentsOf?.totalShared ?? 0,
      withinCompliance: documentsOf?.withinCompliance ?? 0,
      nearDeadline: loadsOf?.nearDeadline ?? 0,
      overdue: documentsOf?.overdue ?? 0,
      viewedByCarriers: documentsOf?.viewedByCarriers ?? 0,
      individualComplianceRating,
      individualComplianceBand: complianceBand(individualComplianceRating),
      companyWideComplianceRating,
      companyWideComplianceBand: complianceBand(companyWideComplianceRating),
      individualTotalRequests: loadsOf?.individualTotal ?? 0,
      individualCompliantRequests: loadsOf?.individualCompliant ?? 0,
      companyTotalRequests: loadsOf?.companyTotal ?? 0,
      companyCompliantRequests: loadsOf?.companyCompliant ?? 0,
    },
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
