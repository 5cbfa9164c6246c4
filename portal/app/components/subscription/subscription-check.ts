import type { components } from "@truerate/sdk";

/** GET /api/subscription-check (the accounts spec's entities and fields): whether the caller may use the platform. */
export type SubscriptionCheck = components["schemas"]["SubscriptionCheck"];

/** The query the earlier client sent (the accounts spec's calls): a timestamp and validateSession=true. */
export function subscriptionCheckQuery(now: number): { t: string; validateSession: "true" } {
  return { t: String(now), validateSession: "true" };
}
