import { desc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../core/service-context";
import { loads } from "../../db/schema";
import type { ReportReview } from "../../schemas/loads";
import { actorOf } from "../access/loads";
import { reportReview } from "../reports/review";
import { type CarrierLoadView, carrierLoadView } from "./load-views";

/** The caller's own loads, newest first (My Shipments), on loads_user_uploaded_idx, each with its standing as a report. */
export async function listMyLoads(ctx: ServiceContext): Promise<(CarrierLoadView & { review: ReportReview })[]> {
  const actor = actorOf(ctx);
  const rows = await ctx.db
    .select()
    .from(loads)
    .where(eq(loads.userId, actor.userId))
    .orderBy(desc(loads.uploadedAt), desc(loads.id));
  return rows.map((row) => ({ ...carrierLoadView(row), review: reportReview(row.reviewStatus, row.reviewReason) }));
}
