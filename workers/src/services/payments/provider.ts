import type { PAYMENT_PROVIDERS, Plan, SubscriptionStatus } from "@truerate/domain/enums";

export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** A subscription as the provider sees it, in our vocabulary. */
export interface SubscriptionSnapshot {
  provider: PaymentProviderName;
  providerSubscriptionId: string;
  providerCustomerId: string;
  status: SubscriptionStatus;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** Recorded by us at creation (Stripe metadata); null when the provider does not know it. */
  plan: Plan | null;
  priceCents: number | null;
  userId: string | null;
}

/**
 * A normalised provider event: the one input of `applySubscriptionEvent`, whether it came from a
 * verified Stripe webhook, from our own read of Stripe, or from the offline provider's clock.
 * `id` is unique per change: a second event with the same id changes nothing.
 */
export interface SubscriptionEvent {
  id: string;
  provider: PaymentProviderName;
  /** The provider's event type (`invoice.paid`, `customer.subscription.updated`, …) or `sync`. */
  type: string;
  occurredAt: Date;
  subscription: SubscriptionSnapshot;
  /** What is kept in payment_events: the provider's own event body, or our snapshot. */
  payload: unknown;
}

/** The statuses of a card payment (Stripe's PaymentIntent statuses we act on). */
export type PaymentStatus =
  | "succeeded"
  | "processing"
  | "requires_action"
  | "requires_payment_method"
  | "requires_confirmation"
  | "requires_capture"
  | "canceled";

/** The payment that opens (or renews) a subscription. */
export interface PaymentAttempt {
  paymentIntentId: string | null;
  /** Handed to the browser to confirm the card payment; null when nothing is left to confirm. */
  clientSecret: string | null;
  status: PaymentStatus | null;
  /** The provider's decline message, e.g. 'Your card was declined.' */
  failureMessage: string | null;
}

export interface BillingCustomer {
  userId: string;
  email: string;
  name: string | null;
  /** The Stripe customer already created for this user, if any. */
  stripeCustomerId: string | null;
}

export interface SubscriptionResult {
  subscription: SubscriptionSnapshot;
  payment: PaymentAttempt;
  /** The changes to apply to our copy, in order. */
  events: SubscriptionEvent[];
}

export interface PaymentLookup {
  paymentIntentId: string;
  status: PaymentStatus;
  amountCents: number;
  /** Who paid: compared with the signed-in user before anything is revealed. */
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
  failureMessage: string | null;
}

/**
 * A card payment provider. Implementations never write our tables: every state change comes back
 * as `SubscriptionEvent`s (or a webhook) and goes through `applySubscriptionEvent`.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The provider's customer for this user, created on first use. */
  ensureCustomer(customer: BillingCustomer): Promise<string>;
  /**
   * Starts a monthly subscription to a plan at the given price. Without a payment method the first
   * payment is left for the browser to confirm with the returned client secret. A second call with
   * the same idempotency key answers the subscription of the first instead of opening another.
   */
  createSubscription(input: {
    idempotencyKey: string;
    customerId: string;
    userId: string;
    plan: Plan;
    priceCents: number;
    paymentMethodId: string | null;
    now: Date;
  }): Promise<SubscriptionResult>;
  /** The provider's current state of a subscription (the offline provider advances its clock here). */
  retrieveSubscription(input: { providerSubscriptionId: string; now: Date }): Promise<SubscriptionResult>;
  /** Cancels at the end of the paid period: access lasts until then. */
  cancelAtPeriodEnd(input: { providerSubscriptionId: string; now: Date }): Promise<SubscriptionResult>;
  /** A payment by its PaymentIntent id, or null when the provider does not know it. */
  retrievePayment(input: { paymentIntentId: string; now: Date }): Promise<PaymentLookup | null>;
}

export const SYNC_EVENT_TYPE = "sync";

/**
 * An event for a state we read from the provider ourselves (not delivered by it). The event
 * service records it only when it differs from our copy, so re-reading an unchanged state is free.
 */
export function snapshotEvent(snapshot: SubscriptionSnapshot, occurredAt: Date): SubscriptionEvent {
  return {
    id: `sync_${crypto.randomUUID()}`,
    provider: snapshot.provider,
    type: SYNC_EVENT_TYPE,
    occurredAt,
    subscription: snapshot,
    payload: { ...snapshot, currentPeriodEnd: snapshot.currentPeriodEnd?.toISOString() ?? null },
  };
}

/** A card the provider refused outright (Stripe refuses a declined card when it is attached). */
export class CardDeclinedError extends Error {
  override name = "CardDeclinedError";

  constructor(
    message: string,
    readonly declineCode: string,
  ) {
    super(message);
  }
}
