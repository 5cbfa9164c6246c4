import { ACCESS_MESSAGES } from "@truerate/domain/access";
import { signInLocation } from "../../lib/access";
import { SUBSCRIPTION_MESSAGES } from "../payments/messages";
import { isUnder } from "./paths";
import type { SubscriptionCheck } from "./subscription-check";

/** docs/product.md#accounts-business-constants-and-limits: the guard's limits. */
export const GUARD_TIMING = {
  maxAttempts: 3,
  requestTimeoutMs: 8_000,
  safetyTimeoutMs: 3_000,
  loadingTimeoutMs: 5_000,
  retryDelayMs: 500,
  sessionExpiredRedirectMs: 1_000,
} as const;

/** The profile status the page was rendered with (the server's GET /api/user); null when signed out. */
export interface GuardFallback {
  hasSubscription: boolean;
}

export type GuardVerdict =
  | { kind: "allow" }
  | { kind: "subscription-required" }
  | { kind: "redirect"; to: string }
  | { kind: "session-expired"; to: string }
  /** The server no longer knows the session the page was rendered for: refetch the user, ask again. */
  | { kind: "refetch" };

/** docs/product.md#accounts-states-and-transitions: subscribed users landing on /checkout or any path containing 'payment' go home. */
export const isGuardPaymentPath = (pathname: string) => isUnder(pathname, "/checkout") || pathname.includes("payment");

function verdictFor(pathname: string, hasSubscription: boolean): GuardVerdict {
  const paying = isGuardPaymentPath(pathname);
  if (hasSubscription) return paying ? { kind: "redirect", to: "/" } : { kind: "allow" };
  // Someone without a subscription may pay: a payment screen is how they get one.
  return paying ? { kind: "allow" } : { kind: "subscription-required" };
}

/**
 * `sessionExpired`: the page's own loader already found the session refused (and cleared its
 * cookie), so the check can no longer say 'Authentication verification failed' itself.
 */
export function guardVerdict(
  pathname: string,
  check: SubscriptionCheck,
  knownUser: boolean,
  sessionExpired = false,
): GuardVerdict {
  if (!check.authenticated) {
    if (sessionExpired || check.message === ACCESS_MESSAGES.sessionInvalid) {
      return { kind: "session-expired", to: signInLocation(pathname, true) };
    }
    return knownUser ? { kind: "refetch" } : { kind: "redirect", to: signInLocation(pathname) };
  }
  return verdictFor(pathname, check.hasSubscription);
}

/** The verdict from the profile status, when the check cannot be had in time. */
export function fallbackVerdict(pathname: string, fallback: GuardFallback | null): GuardVerdict | null {
  return fallback ? verdictFor(pathname, fallback.hasSubscription) : null;
}

export type GuardState =
  /** Asking the API; `retrying` while the error card's Retry runs ('Retrying...'). */
  | { phase: "checking"; attempt: number; retrying: string | null }
  | { phase: "error"; message: string }
  | { phase: "decided"; verdict: GuardVerdict; source: "api" | "profile" };

export type GuardEvent =
  | { type: "answer"; check: SubscriptionCheck }
  | { type: "failure"; message: string }
  | { type: "safety-timeout" }
  | { type: "loading-timeout" }
  | { type: "retry" };

export interface GuardContext {
  pathname: string;
  fallback: GuardFallback | null;
  sessionExpired?: boolean;
}

export const initialGuardState: GuardState = { phase: "checking", attempt: 1, retrying: null };

/**
 * The subscription guard of docs/product.md#accounts-states-and-transitions as a reducer: up to 3 attempts; a failure with a known
 * user falls back to the profile status; the 3 s safety time-out settles on the profile status
 * while the check goes on (its answer still wins). Departure: the earlier product's 5 s loading
 * time-out forced access on; here it settles on the profile status, or shows the error card with
 * Retry when there is none, so a slow API never opens a screen the user may not use.
 */
export function guardReducer(state: GuardState, event: GuardEvent, context: GuardContext): GuardState {
  const settle = (verdict: GuardVerdict | null, message: string): GuardState =>
    verdict ? { phase: "decided", verdict, source: "profile" } : { phase: "error", message };
  switch (event.type) {
    case "answer": {
      if (state.phase === "error" || (state.phase === "decided" && state.source === "api")) return state;
      const verdict = guardVerdict(context.pathname, event.check, context.fallback !== null, context.sessionExpired);
      if (verdict.kind !== "refetch") return { phase: "decided", verdict, source: "api" };
      const attempt = state.phase === "checking" ? state.attempt : GUARD_TIMING.maxAttempts;
      if (attempt < GUARD_TIMING.maxAttempts) return { phase: "checking", attempt: attempt + 1, retrying: null };
      return { phase: "decided", verdict: { kind: "redirect", to: signInLocation(context.pathname) }, source: "api" };
    }
    case "failure": {
      if (state.phase !== "checking") return state;
      if (state.attempt < GUARD_TIMING.maxAttempts) return { ...state, attempt: state.attempt + 1 };
      return settle(fallbackVerdict(context.pathname, context.fallback), event.message);
    }
    case "safety-timeout": {
      const verdict = fallbackVerdict(context.pathname, context.fallback);
      return state.phase === "checking" && state.retrying === null && verdict
        ? { phase: "decided", verdict, source: "profile" }
        : state;
    }
    case "loading-timeout":
      if (state.phase !== "checking" || state.retrying !== null) return state;
      return settle(fallbackVerdict(context.pathname, context.fallback), SUBSCRIPTION_MESSAGES.checkFailed("timeout"));
    case "retry":
      return state.phase === "error" ? { phase: "checking", attempt: 1, retrying: state.message } : state;
  }
}
