import type { components } from "@truerate/sdk";
import { CHECKOUT_MESSAGES, PAYMENT_MESSAGES } from "../../components/payments/messages";

/** docs/product.md#accounts-business-constants-and-limits: the payment success page goes home 2 s after a success. */
export const HOME_AFTER_SUCCESS_MS = 2_000;

/**
 * What /payment-success was asked to show (docs/product.md#accounts-screens-and-routes): a checkout payment (Stripe's return
 * parameters payment_intent and payment_intent_client_secret), or a subscription from the payment
 * form (subscription_id with an optional status).
 */
export type PaymentLookup =
  | { kind: "payment"; paymentIntentId: string; subscriptionId: string | null }
  | { kind: "subscription"; subscriptionId: string; status: string | null }
  | { kind: "none" };

const ID = /^[A-Za-z0-9_]{1,255}$/;
const idParam = (search: URLSearchParams, name: string) => {
  const value = search.get(name)?.trim() ?? "";
  return ID.test(value) ? value : null;
};

export function paymentLookup(search: URLSearchParams): PaymentLookup {
  // A client secret is '<payment intent id>_secret_<…>': the id is enough to look the payment up.
  const fromSecret = search.get("payment_intent_client_secret")?.split("_secret_")[0] ?? "";
  const paymentIntentId = idParam(search, "payment_intent") ?? (ID.test(fromSecret) ? fromSecret : null);
  const subscriptionId = idParam(search, "subscription_id");
  if (paymentIntentId) return { kind: "payment", paymentIntentId, subscriptionId };
  if (subscriptionId) return { kind: "subscription", subscriptionId, status: idParam(search, "status") };
  return { kind: "none" };
}

export type PaymentResult =
  | { state: "success" }
  | { state: "processing"; message: string }
  | { state: "error"; message: string };

/** Checkout states (docs/product.md#accounts-states-and-transitions): succeeded is a success, processing is processing, anything else failed. */
export function resultOfPayment(paymentStatus: string, message: string | null): PaymentResult {
  if (paymentStatus === "succeeded") return { state: "success" };
  if (paymentStatus === "processing") return { state: "processing", message: PAYMENT_MESSAGES.processing };
  return { state: "error", message: CHECKOUT_MESSAGES.failed(message) };
}

/** Statuses the form passes on while the bank or the provider still has the payment. */
const STILL_PAYING = new Set(["processing", "requires_action", "requires_confirmation", "incomplete"]);

/**
 * The subscription as the server confirmed it with the provider (never on the page's word): paid
 * is a success; still incomplete after the form said it was under way is processing; else failed.
 */
export function resultOfSubscription(
  confirmed: components["schemas"]["SubscriptionConfirmation"],
  requestedStatus: string | null,
): PaymentResult {
  if (confirmed.success) return { state: "success" };
  if (confirmed.status === "incomplete" && requestedStatus && STILL_PAYING.has(requestedStatus)) {
    return { state: "processing", message: PAYMENT_MESSAGES.processing };
  }
  return { state: "error", message: CHECKOUT_MESSAGES.failed(confirmed.message) };
}
