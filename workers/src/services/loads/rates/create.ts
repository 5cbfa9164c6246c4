import { dollarsToCents } from "@truerate/domain/money";
import type { NewRate } from "@truerate/domain/validation/rate";
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { ServiceContext } from "../../../core/service-context";
import { rates } from "../../../db/schema";
import { actorOf } from "../../access/loads";
import { type RateView, rateView } from "./rate-view";

/**
 * How long the same posting by the same user counts as a repeat (a double click, a retried
 * request) rather than a second posting: it answers the first rate instead of listing it twice.
 */
export const RATE_REPEAT_WINDOW_MS = 10 * 60 * 1000;

/**
 * Posts a rate (the load-board spec's entities and fields, rates) for the caller, unless the caller
 * posted the very same rate within the repeat window: then that one is answered, `repeated`. The
 * check and the insert are one statement, and D1 runs one statement at a time, so five identical
 * posts at once still make one rate.
 */
export async function createRate(ctx: ServiceContext, input: NewRate): Promise<{ rate: RateView; repeated: boolean }> {
  const actor = actorOf(ctx);
  const id = crypto.randomUUID();
  const now = ctx.now();
  const cents = dollarsToCents(input.rate);
  const validUntil = input.validUntil ?? null;
  // The same posting: every field the user typed, posted within the window.
  const samePosting = and(
    eq(rates.userId, actor.userId),
    eq(rates.origin, input.origin),
    eq(rates.destination, input.destination),
    eq(rates.truckType, input.truckType),
    sql`${rates.length} IS ${input.length ?? null}`,
    sql`${rates.weight} IS ${input.weight ?? null}`,
    eq(rates.rateCents, cents),
    eq(rates.loadType, input.loadType),
    sql`${rates.validUntil} IS ${validUntil?.getTime() ?? null}`,
    gt(rates.datePosted, new Date(now - RATE_REPEAT_WINDOW_MS)),
  );
  await ctx.db.run(sql`
    INSERT INTO ${rates} (id, user_id, origin, destination, truck_type, length, weight, rate_cents, load_type,
      valid_until, date_posted)
    SELECT ${id}, ${actor.userId}, ${input.origin}, ${input.destination}, ${input.truckType}, ${input.length ?? null},
      ${input.weight ?? null}, ${cents}, ${input.loadType}, ${validUntil?.getTime() ?? null}, ${now}
    WHERE NOT EXISTS (SELECT 1 FROM ${rates} WHERE ${samePosting})`);
  // Ours, or the identical one that stopped the insert.
  const [rate] = await ctx.db
    .select()
    .from(rates)
    .where(samePosting)
    .orderBy(desc(sql`${rates.id} = ${id}`), desc(rates.datePosted))
    .limit(1);
  if (!rate) throw new Error("The rate insert left no row");
  return { rate: rateView(rate), repeated: rate.id !== id };
}
