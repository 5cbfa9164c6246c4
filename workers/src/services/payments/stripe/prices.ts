import type { Plan } from "@truerate/domain/enums";
import { PLAN_NAMES } from "@truerate/domain/plans";
import type Stripe from "stripe";

/**
 * The Stripe price of a plan, found by a lookup key that names the plan and its amount and created
 * on first use. The amount comes from `PLAN_PRICE_CENTS`, so the price charged can only be the
 * plan's: no price ids to configure, and a price change in the code makes a new Stripe price.
 */
export function priceLookupKey(plan: Plan, priceCents: number): string {
  return `truerate_${plan}_${priceCents}_usd_month`;
}

export async function priceFor(stripe: Stripe, plan: Plan, priceCents: number): Promise<string> {
  const lookupKey = priceLookupKey(plan, priceCents);
  const found = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
  const existing = found.data[0];
  if (existing) {
    if (
      existing.unit_amount !== priceCents ||
      existing.currency !== "usd" ||
      existing.recurring?.interval !== "month"
    ) {
      throw new Error(`Stripe price ${existing.id} (${lookupKey}) does not match the plan; refusing to charge it`);
    }
    return existing.id;
  }
  const created = await stripe.prices.create(
    {
      currency: "usd",
      unit_amount: priceCents,
      recurring: { interval: "month" },
      lookup_key: lookupKey,
      product_data: { name: PLAN_NAMES[plan] },
      metadata: { plan },
    },
    { idempotencyKey: `price-${lookupKey}` },
  );
  return created.id;
}
