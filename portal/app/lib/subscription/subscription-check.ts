import type { SignInTarget, SubscriptionCheck } from "@truerate/domain/access";
import { SUBSCRIPTION_STATUSES } from "@truerate/domain/enums";

export type { SubscriptionCheck };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const TARGETS: readonly SignInTarget[] = ["/broker-dashboard", "/subscription", "/"];

/**
 * Reads GET /api/subscription-check (the accounts spec's entities and fields). Anything that is not the answer's shape is
 * null, so a half-deployed or changed API never grants access by accident.
 */
export function parseSubscriptionCheck(body: unknown): SubscriptionCheck | null {
  if (!isRecord(body)) return null;
  const { authenticated, hasSubscription, isAdmin, subscriptionStatus, message, redirectTo } = body;
  if (typeof authenticated !== "boolean" || typeof hasSubscription !== "boolean" || typeof isAdmin !== "boolean") {
    return null;
  }
  const status = SUBSCRIPTION_STATUSES.find((value) => value === subscriptionStatus) ?? "inactive";
  return {
    authenticated,
    hasSubscription: authenticated && hasSubscription,
    isAdmin: authenticated && isAdmin,
    subscriptionStatus: status,
    message: typeof message === "string" ? message : "",
    redirectTo: TARGETS.find((target) => target === redirectTo) ?? null,
  };
}

/** The query the earlier client sent (the accounts spec's calls): a timestamp and validateSession=true. */
export function subscriptionCheckPath(now: number): `/api/${string}` {
  return `/api/subscription-check?${new URLSearchParams({ t: String(now), validateSession: "true" })}`;
}
