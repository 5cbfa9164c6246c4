import { PLANS, type Plan, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "@truerate/domain/enums";
import type Stripe from "stripe";
import type { PaymentAttempt, PaymentStatus, SubscriptionSnapshot } from "../provider";

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id;

const fromSeconds = (seconds: number | null | undefined) => (seconds == null ? null : new Date(seconds * 1000));

/** Stripe's subscription statuses in ours; `paused` (no payment collected) carries no access. */
export function subscriptionStatusOf(status: string): SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(status) ? (status as SubscriptionStatus) : "inactive";
}

function planOf(value: string | undefined): Plan | null {
  return value && (PLANS as readonly string[]).includes(value) ? (value as Plan) : null;
}

/**
 * Our view of a Stripe subscription. Since API version 2025-03-31 the period lives on the items;
 * our subscriptions have one item, and with several the earliest end is when access must be re-earned.
 */
export function subscriptionSnapshot(subscription: Stripe.Subscription): SubscriptionSnapshot {
  const items = subscription.items?.data ?? [];
  const ends = items.map((item) => item.current_period_end).filter((end): end is number => typeof end === "number");
  const periodEnd = ends.length > 0 ? Math.min(...ends) : null;
  return {
    provider: "stripe",
    providerSubscriptionId: subscription.id,
    providerCustomerId: idOf(subscription.customer) ?? "",
    status: subscriptionStatusOf(subscription.status),
    currentPeriodEnd: fromSeconds(periodEnd),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    plan: planOf(subscription.metadata?.plan),
    priceCents: items[0]?.price?.unit_amount ?? null,
    userId: subscription.metadata?.userId ?? null,
  };
}

export function paymentStatusOf(status: string): PaymentStatus {
  const known: PaymentStatus[] = [
    "succeeded",
    "processing",
    "requires_action",
    "requires_payment_method",
    "requires_confirmation",
    "requires_capture",
    "canceled",
  ];
  return (known as string[]).includes(status) ? (status as PaymentStatus) : "requires_payment_method";
}

/**
 * The first (latest) invoice's payment, when the subscription was read with
 * `latest_invoice.confirmation_secret` and `latest_invoice.payments` expanded.
 */
export function paymentAttempt(subscription: Stripe.Subscription): PaymentAttempt {
  const invoice = typeof subscription.latest_invoice === "object" ? subscription.latest_invoice : null;
  const payment = invoice?.payments?.data?.find((entry) => entry.is_default) ?? invoice?.payments?.data?.[0];
  const paymentIntentId = idOf(payment?.payment?.payment_intent);
  if (invoice?.status === "paid") {
    return { paymentIntentId, clientSecret: null, status: "succeeded", failureMessage: null };
  }
  const clientSecret = invoice?.confirmation_secret?.client_secret ?? null;
  return {
    paymentIntentId,
    clientSecret,
    status: clientSecret ? "requires_payment_method" : null,
    failureMessage: invoice?.last_finalization_error?.message ?? null,
  };
}

export { idOf };
