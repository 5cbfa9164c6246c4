import type { Result } from "../../lib/result";
import type { BillingDetails, CardEntryHandle } from "./billing-details";
import { PAYMENT_MESSAGES } from "./messages";
import { type CreatedSubscription, confirmationStep, creationStep } from "./subscription-reply";

/** What the subscription payment form shows after 'Subscribe Now' (docs/product.md#accounts-states-and-transitions and #accounts-error-catalogue). */
export type SubscribeResult =
  | { kind: "failed"; message: string }
  /** Paid. `confirmed`: the provider confirmed it in the browser, so docs/product.md's 500 ms pause applies. */
  | { kind: "activated"; subscriptionId: string; confirmed: boolean }
  | { kind: "authentication"; subscriptionId: string }
  | { kind: "pending"; subscriptionId: string; status: string };

export interface SubscribeCalls {
  createSubscription(paymentMethodId: string, name: string | null): Promise<Result<CreatedSubscription>>;
  /** Tells the server to read the subscription from the provider now rather than at the webhook. */
  confirmSubscription(subscriptionId: string): Promise<unknown>;
}

const failed = (message: string | undefined, fallback: string): SubscribeResult => ({
  kind: "failed",
  message: message || fallback,
});

/**
 * The payment form's flow: a PaymentMethod from the card form, the subscription from the API, and
 * when the API hands back a client secret, the card payment confirmed with the provider.
 */
export async function subscribe(
  card: CardEntryHandle | null,
  billing: BillingDetails,
  calls: SubscribeCalls,
): Promise<SubscribeResult> {
  if (!card) return failed(undefined, PAYMENT_MESSAGES.noCardElement);
  const method: Result<string> = await card.createPaymentMethod(billing);
  if (!method.ok) return failed(method.message, PAYMENT_MESSAGES.invalidCard);
  const created = await calls.createSubscription(method.data, billing.name);
  if (!created.ok) return failed(created.message, PAYMENT_MESSAGES.createFailed);

  const step = creationStep(created.data);
  if (step.kind === "activated") return { kind: "activated", subscriptionId: step.subscriptionId, confirmed: false };
  if (step.kind === "pending") return step;

  const payment = await card.confirmCardPayment(step.clientSecret, method.data);
  if (!payment.ok) return failed(payment.message, PAYMENT_MESSAGES.confirmationFailed);
  const next = confirmationStep(payment.data);
  if (next.kind === "authentication") return { kind: "authentication", subscriptionId: step.subscriptionId };
  if (next.kind === "pending") return { kind: "pending", subscriptionId: step.subscriptionId, status: next.status };
  await calls.confirmSubscription(step.subscriptionId);
  return { kind: "activated", subscriptionId: step.subscriptionId, confirmed: true };
}
