import { type BrokerAccess, decideAccess, isAdministrator } from "@truerate/domain/access";
import type { SubscriptionStatus, UserType } from "@truerate/domain/enums";
import { isPaymentPath, isUnder } from "./paths";
import type { SubscriptionCheck } from "./subscription-check";

/** What the shell needs to know about the signed-in user, as the API answered it. */
export interface ShellViewer {
  userType: UserType;
  isAdmin: boolean;
  /** May use the platform: subscribed, an admin, or a broker under BROKER_ACCESS=free. */
  hasAccess: boolean;
  /** The API's access message: 'Subscription Required: …' when there is no access. */
  message: string;
}

export type ShellGate = { kind: "allow" } | { kind: "redirect"; to: string; message: string | null };

const BROKER_HOME = "/broker-dashboard";
/**
 * Account screens every signed-in user keeps: docs/product.md#accounts-roles-and-permissions lets anyone update their profile and
 * delete their account, which the shell's broker confinement and carrier redirect would forbid.
 */
const ACCOUNT_PATHS = ["/profile"];
/**
 * Besides the dashboard, a broker reaches the screens that are not carrier features: tools, help,
 * its brokerage's public profile and the 371.3 record of its brokerage's loads (the dashboard's
 * "Record" links; the API refuses another brokerage's, and the page then says it is not found).
 */
const BROKER_PATHS = [BROKER_HOME, "/tools", "/help", "/brokers", "/loads"];

/**
 * The app shell gating of docs/product.md#accounts-states-and-transitions for a signed-in user on `pathname`:
 * - admins bypass every subscription check;
 * - without access (a carrier, or a broker under BROKER_ACCESS=paid, without an active or trialing
 *   subscription) → /subscription with the API's 'Subscription Required' message, except on the
 *   payment screens themselves;
 * - a broker with access may use only /broker-dashboard, /tools, /help, /brokers and /loads (plus the payment
 *   screens and the profile); anything else
 *   redirects there. Under BROKER_ACCESS=free a broker has access without paying, so the same
 *   confinement applies: the broker's product is the dashboard.
 */
export function shellGate(pathname: string, viewer: ShellViewer): ShellGate {
  if (viewer.isAdmin || viewer.userType === "admin") return { kind: "allow" };
  if (isPaymentPath(pathname) || ACCOUNT_PATHS.some((base) => isUnder(pathname, base))) return { kind: "allow" };
  if (!viewer.hasAccess) return { kind: "redirect", to: "/subscription", message: viewer.message || null };
  if (viewer.userType === "broker" && !BROKER_PATHS.some((base) => isUnder(pathname, base))) {
    return { kind: "redirect", to: BROKER_HOME, message: null };
  }
  return { kind: "allow" };
}

/** The viewer from the API's subscription check: the API decides, the shell applies. */
export function viewerFromCheck(check: SubscriptionCheck, userType: UserType): ShellViewer {
  return {
    userType,
    isAdmin: check.isAdmin,
    hasAccess: check.authenticated && check.hasSubscription,
    message: check.message,
  };
}

/**
 * The viewer when the check could not be had (time-out, API restarting): the user record's own
 * status under the stricter reading, BROKER_ACCESS=paid. The API refuses the features anyway.
 */
export function viewerFromUser(
  user: { userType: UserType; isAdmin: boolean; subscriptionStatus: SubscriptionStatus; hasPaidSubscription: boolean },
  brokerAccess: BrokerAccess = "paid",
): ShellViewer {
  const decision = decideAccess(user, brokerAccess);
  return {
    userType: user.userType,
    isAdmin: isAdministrator(user),
    hasAccess: decision.allowed,
    message: decision.message,
  };
}
