import { desc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../../core/service-context";
import { rates } from "../../../db/schema";
import { actorOf } from "../../access/loads";
import { type RateView, rateView } from "./rate-view";

/** The caller's posted rates, newest first (rates_user_idx). Others' rates are not listed: they carry no owner-free view yet. */
export async function listRates(ctx: ServiceContext): Promise<RateView[]> {
  const actor = actorOf(ctx);
  const rows = await ctx.db
    .select()
    .from(rates)
    .where(eq(rates.userId, actor.userId))
    .orderBy(desc(rates.datePosted), desc(rates.id));
  return rows.map(rateView);
}
