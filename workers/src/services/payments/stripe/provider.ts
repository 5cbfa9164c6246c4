import type { Plan } from "@truerate/domain/enums";
import Stripe from "stripe";
import { notFound } from "../../../core/errors";
import { PAYMENT_MESSAGES } from "../errors";
import {
  type BillingCustomer,
  CardDeclinedError,
  type PaymentLookup,
  type PaymentProvider,
  type SubscriptionResult,
  snapshotEvent,
} from "../provider";
import { idOf, paymentAttempt, paymentStatusOf, subscriptionSnapshot } from "./mapping";
import { priceFor } from "./prices";

/** Expanded on every subscription read: the client secret and the id of the first payment. */
const EXPAND = ["latest_invoice.confirmation_secret", "latest_invoice.payments"];

export interface StripeProviderOptions {
  secretKey: string;
  /** The fetch Stripe's HTTP client uses; tests pass a fake that answers like api.stripe.com. */
  fetch?: typeof fetch;
}

/** Stripe through the official SDK, on its fetch HTTP client (Workers have no Node http). */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = "stripe" as const;
  private readonly stripe: Stripe;

  constructor(options: StripeProviderOptions) {
    this.stripe = new Stripe(options.secretKey, {
      httpClient: Stripe.createFetchHttpClient(options.fetch),
      maxNetworkRetries: 2,
      timeout: 20_000,
    });
  }

  async ensureCustomer(customer: BillingCustomer): Promise<string> {
    if (customer.stripeCustomerId) return customer.stripeCustomerId;
    const created = await this.stripe.customers.create(
      {
        email: customer.email,
        ...(customer.name ? { name: customer.name } : {}),
        metadata: { userId: customer.userId },
      },
      // Two concurrent first payments of one user make one customer.
      { idempotencyKey: `customer-${customer.userId}` },
    );
    return created.id;
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
    if (input.paymentMethodId) await this.attach(input.paymentMethodId, input.customerId);
    const price = await priceFor(this.stripe, input.plan, input.priceCents);
    const subscription = await this.stripe.subscriptions.create(
      {
        customer: input.customerId,
        items: [{ price }],
        // The first invoice's payment is confirmed by the browser (3-D Secure included) with the
        // returned client secret; the subscription stays `incomplete` until then.
        payment_behavior: "default_incomplete",
        payment_settings: { save_default_payment_method: "on_subscription", payment_method_types: ["card"] },
        ...(input.paymentMethodId ? { default_payment_method: input.paymentMethodId } : {}),
        metadata: { userId: input.userId, plan: input.plan },
        expand: EXPAND,
      },
      // Stripe answers a repeated key with the first call's subscription: a retry never charges twice.
      { idempotencyKey: input.idempotencyKey },
    );
    return this.result(subscription, input.now);
  }

  async retrieveSubscription(input: { providerSubscriptionId: string; now: Date }): Promise<SubscriptionResult> {
    try {
      const subscription = await this.stripe.subscriptions.retrieve(input.providerSubscriptionId, { expand: EXPAND });
      return this.result(subscription, input.now);
    } catch (error) {
      if (isMissing(error)) throw notFound(PAYMENT_MESSAGES.noSubscription);
      throw error;
    }
  }

  async cancelAtPeriodEnd(input: { providerSubscriptionId: string; now: Date }): Promise<SubscriptionResult> {
    const subscription = await this.stripe.subscriptions.update(input.providerSubscriptionId, {
      cancel_at_period_end: true,
      expand: EXPAND,
    });
    return this.result(subscription, input.now);
  }

  async retrievePayment(input: { paymentIntentId: string; now: Date }): Promise<PaymentLookup | null> {
    try {
      const intent = await this.stripe.paymentIntents.retrieve(input.paymentIntentId);
      return {
        paymentIntentId: intent.id,
        status: paymentStatusOf(intent.status),
        amountCents: intent.amount,
        providerCustomerId: idOf(intent.customer),
        providerSubscriptionId: null,
        failureMessage: intent.last_payment_error?.message ?? null,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  private async attach(paymentMethodId: string, customerId: string): Promise<void> {
    try {
      await this.stripe.paymentMethods.attach(paymentMethodId, { customer: customerId });
    } catch (error) {
      // Stripe checks a card when it is attached: a declined card fails here, with its message.
      if (error instanceof Stripe.errors.StripeCardError) {
        throw new CardDeclinedError(error.message, error.decline_code ?? error.code ?? "card_declined");
      }
      throw error;
    }
  }

  private result(subscription: Stripe.Subscription, now: Date): SubscriptionResult {
    const snapshot = subscriptionSnapshot(subscription);
    return { subscription: snapshot, payment: paymentAttempt(subscription), events: [snapshotEvent(snapshot, now)] };
  }
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    (error.code === "resource_missing" || error.statusCode === 404)
  );
}
