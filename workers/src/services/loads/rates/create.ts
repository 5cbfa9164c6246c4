import { dollarsToCents } from "@truerate/domain/money";
import type { NewRate } from "@truerate/domain/validation/rate";
import type { ServiceContext } from "../../../core/service-context";
import { rates } from "../../../db/schema";
import { actorOf } from "../access";
import { type RateView, rateView } from "./rate-view";

/** Posts a rate (the load-board spec's entities and fields, rates) for the caller. */
export async function createRate({ ctx, input }: { ctx: ServiceContext; input: NewRate }): Promise<RateView> {
  const actor = actorOf(ctx);
  const [created] = await ctx.db
    .insert(rates)
    .values({
      userId: actor.userId,
      origin: input.origin,
      destination: input.destination,
      truckType: input.truckType,
      length: input.length ?? null,
      weight: input.weight ?? null,
      rateCents: dollarsToCents(input.rate),
      loadType: input.loadType,
      datePosted: new Date(ctx.now()),
      validUntil: input.validUntil ?? null,
    })
    .returning();
  if (!created) throw new Error("The rate insert returned no row");
  return rateView(created);
}
