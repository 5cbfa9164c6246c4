import type { ServiceContext } from "../../../core/service-context";
import { postedRatesOf } from "../../../db/queries/posted-rates";
import { actorOf } from "../../access/loads";
import { type RateView, rateView } from "./rate-view";

/** The caller's posted rates, newest first (rates_user_idx). Others' rates are not listed: they carry no owner-free view yet. */
export async function listRates(ctx: ServiceContext): Promise<RateView[]> {
  const actor = actorOf(ctx);
  return (await postedRatesOf(ctx.db, actor.userId)).map(rateView);
}
