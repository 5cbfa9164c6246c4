import { isEntitledStatus } from "@truerate/domain/access";
import type { Plan } from "@truerate/domain/enums";
import { testCardOutcome } from "@truerate/domain/payments/test-payment-methods";
import { AppError, notFound, validationFailed } from "../../../core/errors";
import type { Database } from "../../../db/client";
import { dueOfflineSubscriptionIds, findSubscription, openOfflineAttempt } from "../../../db/queries/payments";
import { sha256Hex } from "../../accounts/tokens";
import { PAYMENT_MESSAGES } from "../errors";
import type {
  BillingCustomer,
  PaymentAttempt,
  PaymentLookup,
  PaymentProvider,
  PaymentStatus,
  SubscriptionResult,
  SubscriptionSnapshot,
} from "../provider";
import { advanceOfflineSubscription, type OfflineRow, offlineEvent, rowSnapshot } from "./advance";
import { addMonth, INCOMPLETE_EXPIRY_MS } from "./clock";

const SUBSCRIPTION_PREFIX = "sub_offline_";
const PAYMENT_INTENT_PREFIX = "pi_offline_";

export const isOfflineSubscriptionId = (id: string) => id.startsWith(SUBSCRIPTION_PREFIX);
export const isOfflinePaymentIntentId = (id: string) => id.startsWith(PAYMENT_INTENT_PREFIX);

const randomToken = () => crypto.randomUUID().replaceAll("-", "");
const eventId = () => `evt_offline_${randomToken()}`;

/** A subscription's first payment shares its suffix, so no table is needed for payment intents. */
const paymentIntentIdFor = (subscriptionId: string) =>
  PAYMENT_INTENT_PREFIX + subscriptionId.slice(SUBSCRIPTION_PREFIX.length);

const openPayment = (
  subscriptionId: string,
  status: PaymentStatus,
  failureMessage: string | null = null,
): PaymentAttempt => {
  const paymentIntentId = paymentIntentIdFor(subscriptionId);
  return { paymentIntentId, clientSecret: `${paymentIntentId}_secret_${randomToken()}`, status, failureMessage };
};

const settledPayment = (subscriptionId: string): PaymentAttempt => ({
  paymentIntentId: paymentIntentIdFor(subscriptionId),
  clientSecret: null,
  status: "succeeded",
  failureMessage: null,
});

/** The payment status Stripe would report for a subscription's first invoice in this state. */
function paymentStatusOf(status: SubscriptionSnapshot["status"]): PaymentStatus {
  if (isEntitledStatus(status) || status === "past_due" || status === "canceled") return "succeeded";
  if (status === "incomplete_expired") return "canceled";
  return "requires_payment_method";
}

/**
 * The provider of `npm start` without a Stripe key: it behaves like Stripe test mode (test
 * PaymentMethods, subscription states, monthly renewal and lapse on the clock) with its state in
 * the subscriptions table, which only `applySubscriptionEvent` writes.
 */
export class OfflinePaymentProvider implements PaymentProvider {
  readonly name = "offline" as const;

  constructor(private readonly db: Database) {}

  async ensureCustomer(customer: BillingCustomer): Promise<string> {
    return `cus_offline_${customer.userId}`;
  }

  async createSubscription(input: {
    idempotencyKey: string;
    customerId: string;
    userId: string;
    plan: Plan;
    priceCents: number;
    paymentMethodId: string | null;
    now: Date;
  }): Promise<SubscriptionResult> {
    const outcome = input.paymentMethodId === null ? null : testCardOutcome(input.paymentMethodId);
    if (input.paymentMethodId !== null && !outcome) {
      const message = `No such PaymentMethod: '${input.paymentMethodId}'`;
      throw validationFailed(message, { paymentMethodId: [message] });
    }
    // Like Stripe, a repeated idempotency key answers what the first call opened, and opens nothing.
    const keyed = sha256Hex(input.idempotencyKey).slice(0, 32);
    const repeated = await this.findRow(SUBSCRIPTION_PREFIX + keyed);
    if (repeated) return this.advance(repeated, input.now);
    // Like a retried Stripe checkout, a new attempt pays the open one instead of piling up attempts.
    const open = await openOfflineAttempt(this.db, {
      userId: input.userId,
      plan: input.plan,
      since: new Date(input.now.getTime() - INCOMPLETE_EXPIRY_MS),
    });
    const id = open?.providerSubscriptionId ?? SUBSCRIPTION_PREFIX + keyed;
    // Event ids follow the key too, so a repeated call records each change once.
    const keyedEventId = (what: string) => `evt_offline_${keyed}_${what}`;
    const incomplete: SubscriptionSnapshot = {
      provider: "offline",
      providerSubscriptionId: id,
      providerCustomerId: input.customerId,
      status: "incomplete",
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      plan: input.plan,
      priceCents: input.priceCents,
      userId: input.userId,
    };
    const opened = offlineEvent(
      keyedEventId("opened"),
      open ? "customer.subscription.updated" : "customer.subscription.created",
      incomplete,
      input.now,
    );

    if (!outcome)
      return { subscription: incomplete, payment: openPayment(id, "requires_payment_method"), events: [opened] };
    switch (outcome.kind) {
      case "succeeds": {
        const active = { ...incomplete, status: "active" as const, currentPeriodEnd: addMonth(input.now) };
        return {
          subscription: active,
          payment: settledPayment(id),
          events: [opened, offlineEvent(keyedEventId("paid"), "invoice.paid", active, input.now)],
        };
      }
      case "declined":
        return {
          subscription: incomplete,
          payment: openPayment(id, "requires_payment_method", outcome.message),
          events: [opened, offlineEvent(keyedEventId("failed"), "invoice.payment_failed", incomplete, input.now)],
        };
      case "requires_action":
        return { subscription: incomplete, payment: openPayment(id, "requires_action"), events: [opened] };
    }
  }

  async retrieveSubscription(input: { providerSubscriptionId: string; now: Date }): Promise<SubscriptionResult> {
    const row = await this.findRow(input.providerSubscriptionId);
    if (!row) throw notFound(PAYMENT_MESSAGES.noSubscription);
    return this.advance(row, input.now);
  }

  async cancelAtPeriodEnd(input: { providerSubscriptionId: string; now: Date }): Promise<SubscriptionResult> {
    const current = await this.retrieveSubscription(input);
    const { subscription } = current;
    if (!isEntitledStatus(subscription.status)) throw new AppError("CONFLICT", PAYMENT_MESSAGES.nothingToCancel);
    if (subscription.cancelAtPeriodEnd) return current;
    const canceling = { ...subscription, cancelAtPeriodEnd: true };
    return {
      subscription: canceling,
      payment: current.payment,
      events: [...current.events, offlineEvent(eventId(), "customer.subscription.updated", canceling, input.now)],
    };
  }

  async retrievePayment(input: { paymentIntentId: string; now: Date }): Promise<PaymentLookup | null> {
    if (!input.paymentIntentId.startsWith(PAYMENT_INTENT_PREFIX)) return null;
    const subscriptionId = SUBSCRIPTION_PREFIX + input.paymentIntentId.slice(PAYMENT_INTENT_PREFIX.length);
    const row = await this.findRow(subscriptionId);
    if (!row) return null;
    const { subscription } = this.advance(row, input.now);
    return {
      paymentIntentId: input.paymentIntentId,
      status: paymentStatusOf(subscription.status),
      amountCents: row.priceCents,
      providerCustomerId: row.providerCustomerId,
      providerSubscriptionId: row.providerSubscriptionId,
      failureMessage: null,
    };
  }

  /** Every offline subscription whose clock has something to do by `now` (for the cron). */
  async dueSubscriptionIds(now: Date, limit: number): Promise<string[]> {
    return dueOfflineSubscriptionIds(this.db, {
      now,
      incompleteBefore: new Date(now.getTime() - INCOMPLETE_EXPIRY_MS),
      limit,
    });
  }

  private advance(row: OfflineRow, now: Date): SubscriptionResult {
    const events = advanceOfflineSubscription(row, now);
    const subscription = events.at(-1)?.subscription ?? rowSnapshot(row);
    const id = row.providerSubscriptionId;
    const payment =
      paymentStatusOf(subscription.status) === "requires_payment_method"
        ? openPayment(id, "requires_payment_method")
        : { ...settledPayment(id), status: paymentStatusOf(subscription.status) };
    return { subscription, payment, events };
  }

  private async findRow(providerSubscriptionId: string): Promise<OfflineRow | null> {
    return (await findSubscription(this.db, { provider: "offline", providerSubscriptionId })) ?? null;
  }
}
