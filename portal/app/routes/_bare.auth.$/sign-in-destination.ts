import { safeRedirectPath } from "../../lib/access";
import { type AccessSubject, type BrokerAccess, SUBSCRIPTION_STATUSES, signInRedirect } from "../../lib/domain";
import type { SessionUser } from "../../lib/session-user";
import type { ToastInput } from "../../lib/toast-queue";

/** docs/product.md#accounts-error-catalogue: the sign-in success toast. */
export const WELCOME_TOAST: ToastInput = { title: "Welcome back!", description: "Successfully logged in." };

/** The API's user as the access rules read it; an unknown status counts as no subscription. */
export function accessSubjectOf(user: SessionUser): AccessSubject {
  const status = SUBSCRIPTION_STATUSES.find((value) => value === user.subscriptionStatus) ?? "inactive";
  return {
    userType: user.userType,
    isAdmin: user.isAdmin,
    subscriptionStatus: status,
    hasPaidSubscription: user.hasPaidSubscription,
  };
}

/** 'Subscription Required: Please complete…' reads as a title and a description. */
export function toastFromMessage(message: string, variant: ToastInput["variant"] = "default"): ToastInput {
  const colon = message.indexOf(": ");
  if (colon < 0) return { title: message, variant };
  return { title: message.slice(0, colon), description: message.slice(colon + 2), variant };
}

/**
 * Where a full page load goes after sign-in (docs/product.md#accounts-states-and-transitions), by the API's own rule, and the toasts
 * that greet the user there. A user whose rule says home (/) goes instead where they were headed
 * when the sign-in screen stopped them, if that was a page of this site.
 */
export function signInDestination(
  user: SessionUser,
  brokerAccess: BrokerAccess,
  redirectTo: string | null | undefined,
): { to: string; toasts: ToastInput[] } {
  const rule = signInRedirect(accessSubjectOf(user), brokerAccess);
  const to = rule.to === "/" ? safeRedirectPath(redirectTo, "/") : rule.to;
  const variant = rule.to === "/subscription" ? "destructive" : "default";
  const toasts = [WELCOME_TOAST, ...(rule.toast ? [toastFromMessage(rule.toast, variant)] : [])];
  return { to, toasts };
}
