import { dollarsToCents } from "@truerate/domain/money";
import type { NewRate } from "@truerate/domain/validation/rate";
import type { ServiceContext } from "../../../core/service-context";
import { insertPostedRateOnce } from "../../../db/queries/posted-rates";
import { actorOf } from "../../access/loads";
import { type RateView, rateView } from "./rate-view";

/**
 * How long the same posting by the same user counts as a repeat (a double click, a retried
 * request) rather than a second posting: it answers the first rate instead of listing it twice.
 */
export const RATE_REPEAT_WINDOW_MS = 10 * 60 * 1000;

/**
 * Posts a rate (docs/product.md#load-board-entities-and-fields, rates) for the caller, unless the caller
 * posted the very same rate within the repeat window: then that one is answered, `repeated`. The
 * check and the insert are one statement, and D1 runs one statement at a time, so five identical
 * posts at once still make one rate.
 */
export async function createRate(ctx: ServiceContext, input: NewRate): Promise<{ rate: RateView; repeated: boolean }> {
  const actor = actorOf(ctx);
  const id = crypto.randomUUID();
  const now = ctx.now();
  const rate = await insertPostedRateOnce(
    ctx.db,
    {
      id,
      userId: actor.userId,
      origin: input.origin,
      destination: input.destination,
      truckType: input.truckType,
      length: input.length ?? null,
      weight: input.weight ?? null,
      rateCents: dollarsToCents(input.rate),
      loadType: input.loadType,
      validUntil: input.validUntil ?? null,
      now,
    },
    now - RATE_REPEAT_WINDOW_MS,
  );
  if (!rate) throw new Error("The rate insert left no row");
  return { rate: rateView(rate), repeated: rate.id !== id };
}
