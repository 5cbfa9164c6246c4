import { isEntitledStatus } from "@truerate/domain/access";
import type { UserType } from "@truerate/domain/enums";
import type { SubscriptionCheck } from "./subscription-check";

/** docs/product.md#accounts-business-constants-and-limits: the payment screen's redirects for subscribers and free brokers wait 1.5 s. */
export const PAYMENT_SCREEN_REDIRECT_MS = 1_500;

/**
 * The subscription check page (docs/product.md#accounts-states-and-transitions): a paid user or an admin goes home or to their
 * dashboard; anyone else, signed out included, to the subscription offer.
 */
export function authCheckDestination(check: SubscriptionCheck | null): string {
  if (!check?.authenticated || !check.hasSubscription) return "/subscription-info";
  if (check.isAdmin) return "/admin";
  return check.redirectTo === "/broker-dashboard" ? "/broker-dashboard" : "/";
}

/**
 * Who the payment screen (and /subscription, which embeds it) is for: admins leave at once, a
 * subscriber sees 'Subscription Active' and a broker under BROKER_ACCESS=free the welcome toast,
 * each redirected after 1.5 s; everyone else pays.
 */
export type PaymentScreenAccess =
  | { kind: "pay" }
  | { kind: "admin"; to: string }
  | { kind: "subscribed"; to: string }
  | { kind: "broker-free"; to: string };

export function paymentScreenAccess(check: SubscriptionCheck | null, userType: UserType | null): PaymentScreenAccess {
  if (!check?.authenticated) return { kind: "pay" };
  const to = check.redirectTo ?? "/";
  if (check.isAdmin || userType === "admin") return { kind: "admin", to: "/" };
  if (!check.hasSubscription) return { kind: "pay" };
  // A broker with access but no paid status has it only because brokers are free.
  if (userType === "broker" && !isEntitledStatus(check.subscriptionStatus)) return { kind: "broker-free", to };
  return { kind: "subscribed", to };
}
