import { z } from "zod";
import type { SubscriptionStatus, UserType } from "./enums";

/**
 * Who may use the platform (docs/product.md#accounts-product-scope, #accounts-states-and-transitions and #accounts-roles-and-permissions). Pure rules: the API enforces them (the
 * `requireSubscription` guard, the subscription check, the sign-in redirect) and the portal imports
 * the same functions and messages to mirror them.
 */

/** How brokers are billed: docs/product.md has two readings, chosen by the `BROKER_ACCESS` setting. */
export const brokerAccessSchema = z.enum(["paid", "free"]);
export type BrokerAccess = z.infer<typeof brokerAccessSchema>;

export const ACCESS_MESSAGES = {
  brokersFree: "Welcome to the platform! Brokers get free access to all features.",
  subscriptionRequired: "Subscription Required: A subscription is required to access the platform.",
  brokerSubscriptionRequired:
    "Subscription Required: Please complete your broker subscription payment to access the dashboard.",
  admin: "Administrators have full access without a subscription.",
  subscribed: "Active subscription found.",
  notAuthenticated: "Not authenticated",
  sessionInvalid: "Authentication verification failed",
} as const;

/** The facts of a user that access depends on, as stored on the user record. */
export interface AccessSubject {
  userType: UserType;
  isAdmin: boolean;
  subscriptionStatus: SubscriptionStatus;
  hasPaidSubscription: boolean;
}

export type AccessReason = "admin" | "broker_free" | "subscribed" | "subscription_required";

export interface AccessDecision {
  allowed: boolean;
  reason: AccessReason;
  message: string;
}

/** The statuses that carry access; every other status (past_due included) does not. */
export function isEntitledStatus(status: SubscriptionStatus | null | undefined): boolean {
  return status === "active" || status === "trialing";
}

export function isAdministrator(subject: Pick<AccessSubject, "userType" | "isAdmin">): boolean {
  return subject.isAdmin || subject.userType === "admin";
}

export function decideAccess(subject: AccessSubject, brokerAccess: BrokerAccess): AccessDecision {
  if (isAdministrator(subject)) return { allowed: true, reason: "admin", message: ACCESS_MESSAGES.admin };
  if (subject.userType === "broker" && brokerAccess === "free") {
    return { allowed: true, reason: "broker_free", message: ACCESS_MESSAGES.brokersFree };
  }
  // `hasPaidSubscription` is kept equal to an entitled status by the payment service; the status is
  // the authority, so a stale flag can never grant access on its own.
  if (isEntitledStatus(subject.subscriptionStatus)) {
    return { allowed: true, reason: "subscribed", message: ACCESS_MESSAGES.subscribed };
  }
  const message =
    subject.userType === "broker" ? ACCESS_MESSAGES.brokerSubscriptionRequired : ACCESS_MESSAGES.subscriptionRequired;
  return { allowed: false, reason: "subscription_required", message };
}

export const signInTargetSchema = z.enum(["/broker-dashboard", "/subscription", "/"]);
export type SignInTarget = z.infer<typeof signInTargetSchema>;

export interface SignInRedirect {
  to: SignInTarget;
  /** A toast the portal shows on arrival, when docs/product.md names one. */
  toast: string | null;
}

/**
 * Where a full page load goes after sign-in (docs/product.md#accounts-states-and-transitions), without the earlier product's
 * hard-coded account: brokers with access go to their dashboard, everyone else with access home.
 */
export function signInRedirect(subject: AccessSubject, brokerAccess: BrokerAccess): SignInRedirect {
  const decision = decideAccess(subject, brokerAccess);
  if (subject.userType === "broker" && !isAdministrator(subject)) {
    if (!decision.allowed) return { to: "/subscription", toast: ACCESS_MESSAGES.brokerSubscriptionRequired };
    return { to: "/broker-dashboard", toast: decision.reason === "broker_free" ? ACCESS_MESSAGES.brokersFree : null };
  }
  return decision.allowed ? { to: "/", toast: null } : { to: "/subscription", toast: null };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left until the period ends, rounded up (a period ending later today is 1), never negative. */
export function daysRemaining(periodEnd: Date | null | undefined, now: Date): number | null {
  if (!periodEnd) return null;
  const left = periodEnd.getTime() - now.getTime();
  return left <= 0 ? 0 : Math.ceil(left / DAY_MS);
}

/** The answer of GET /api/subscription-check (docs/product.md#accounts-entities-and-fields). */
export interface SubscriptionCheck {
  authenticated: boolean;
  /** True when the user may use the platform: subscribed, an admin, or a broker under free access. */
  hasSubscription: boolean;
  isAdmin: boolean;
  subscriptionStatus: SubscriptionStatus;
  message: string;
  /** Where the sign-in redirect of docs/product.md#accounts-states-and-transitions sends this user; null when signed out. */
  redirectTo: SignInTarget | null;
}

/**
 * The subscription check for a signed-in subject, or for nobody. `sessionPresented` tells a stale
 * session (the guard's 'Authentication verification failed') from a visitor who never signed in.
 */
export function subscriptionCheck(
  subject: AccessSubject | null,
  brokerAccess: BrokerAccess,
  sessionPresented = false,
): SubscriptionCheck {
  if (!subject) {
    return {
      authenticated: false,
      hasSubscription: false,
      isAdmin: false,
      subscriptionStatus: "inactive",
      message: sessionPresented ? ACCESS_MESSAGES.sessionInvalid : ACCESS_MESSAGES.notAuthenticated,
      redirectTo: null,
    };
  }
  const decision = decideAccess(subject, brokerAccess);
  return {
    authenticated: true,
    hasSubscription: decision.allowed,
    isAdmin: isAdministrator(subject),
    subscriptionStatus: subject.subscriptionStatus,
    message: decision.message,
    redirectTo: signInRedirect(subject, brokerAccess).to,
  };
}
