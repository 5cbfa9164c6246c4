import { desc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../core/service-context";
import { loads } from "../../db/schema";
import type { ReportReview } from "../../schemas/loads";
import { actorOf } from "../access/loads";
import { reportReview } from "../reports/review";
import { type CarrierLoadView, carrierLoadView } from "./load-views";

/**
 * The caller's own loads, newest first (My Shipments), on loads_user_uploaded_idx, each with its
 * standing as a report; with `limit`, only the newest that many (the home screen's latest loads).
 */
export async function listMyLoads(
  ctx: ServiceContext,
  input: { limit?: number | undefined } = {},
): Promise<(CarrierLoadView & { review: ReportReview })[]> {
  const actor = actorOf(ctx);
  const query = ctx.db
    .select()
    .from(loads)
    .where(eq(loads.userId, actor.userId))
    .orderBy(desc(loads.uploadedAt), desc(loads.id));
  const rows = input.limit === undefined ? await query : await query.limit(input.limit);
  return rows.map((row) => ({ ...carrierLoadView(row), review: reportReview(row.reviewStatus, row.reviewReason) }));
}
