import type { components } from "@truerate/sdk";

/** GET /api/subscription-check (docs/product.md#accounts-entities-and-fields): whether the caller may use the platform. */
export type SubscriptionCheck = components["schemas"]["SubscriptionCheck"];

/** The query the earlier client sent (docs/product.md#accounts-calls): a timestamp and validateSession=true. */
export function subscriptionCheckQuery(now: number): { t: string; validateSession: "true" } {
  return { t: String(now), validateSession: "true" };
}
