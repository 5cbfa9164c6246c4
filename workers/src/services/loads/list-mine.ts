import type { ServiceContext } from "../../core/service-context";
import { loadsOfUser } from "../../db/queries/loads";
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
  const rows = await loadsOfUser(ctx.db, actor.userId, input.limit);
  return rows.map((row) => ({ ...carrierLoadView(row), review: reportReview(row.reviewStatus, row.reviewReason) }));
}
