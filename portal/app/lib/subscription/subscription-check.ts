import type { components } from "@truerate/sdk";

/** GET /api/subscription-check (spec 000 §3): whether the caller may use the platform. */
export type SubscriptionCheck = components["schemas"]["SubscriptionCheck"];

/** The query the earlier client sent (spec 000 §7): a timestamp and validateSession=true. */
export function subscriptionCheckQuery(now: number): { t: string; validateSession: "true" } {
  return { t: String(now), validateSession: "true" };
}
