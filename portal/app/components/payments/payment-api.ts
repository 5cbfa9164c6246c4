import type { components, FetchResult } from "@truerate/sdk";
import { browserApi, refusalMessage } from "../../lib/browser-api";
import type { Result } from "../../lib/result";
import { subscriptionCheckQuery } from "../subscription/subscription-check";
import { CHECKOUT_MESSAGES, PAYMENT_MESSAGES, SUBSCRIPTION_MESSAGES } from "./messages";
import type { CreatedSubscription } from "./subscription-reply";

type Schemas = components["schemas"];

/**
 * The payment calls of docs/product.md#accounts-calls, made from the browser through the SDK to /api on the portal's
 * own origin. Every call answers a Result: a refusal, a network failure or a time-out is a
 * message, never an exception.
 */
const DEFAULT_TIMEOUT_MS = 20_000;

/** A refusal gives the server's message, or `refused`; no answer at all gives `unreachable`. */
async function settle<T>(
  call: (signal: AbortSignal) => Promise<FetchResult<T>>,
  { refused, unreachable = refused, timeoutMs = DEFAULT_TIMEOUT_MS }: Messages,
): Promise<Result<T>> {
  try {
    const { data, error, response } = await call(AbortSignal.timeout(timeoutMs));
    if (response.ok && data !== undefined) return { ok: true, data };
    return { ok: false, message: response.ok ? refused : refusalMessage(response, error, refused) };
  } catch (error) {
    console.error("A payment call failed", error);
    return { ok: false, message: unreachable };
  }
}

interface Messages {
  refused: string;
  unreachable?: string;
  timeoutMs?: number;
}

export function createSubscription(paymentMethodId: string, name: string | null): Promise<Result<CreatedSubscription>> {
  const body = { paymentMethodId, ...(name ? { name } : {}) };
  return settle((signal) => browserApi().POST("/api/payment-api/create-subscription", { body, signal }), {
    refused: PAYMENT_MESSAGES.createFailed,
    unreachable: PAYMENT_MESSAGES.unexpected,
  });
}

/** The checkout's payment. The API charges the plan price whatever amount is sent; the plan price is sent. */
export async function createPaymentIntent(amountDollars: number): Promise<Result<Schemas["CreatedPaymentIntent"]>> {
  const result = await settle(
    (signal) =>
      browserApi().POST("/api/payment-api/create-payment-intent", { body: { amount: amountDollars }, signal }),
    { refused: PAYMENT_MESSAGES.unexpected },
  );
  return result.ok ? result : { ok: false, message: CHECKOUT_MESSAGES.creating(result.message) };
}

export function verifyPayment(paymentIntentId: string): Promise<Result<Schemas["PaymentVerification"]>> {
  const query = { payment_intent: paymentIntentId };
  return settle((signal) => browserApi().GET("/api/payment-api/verify-payment", { params: { query }, signal }), {
    refused: CHECKOUT_MESSAGES.verifyFailed,
  });
}

/** Asks the server to confirm the subscription with the provider; it never takes the page's word. */
export function confirmSubscription(subscriptionId: string): Promise<Result<Schemas["SubscriptionConfirmation"]>> {
  const body = { subscriptionId, status: "active" as const };
  return settle((signal) => browserApi().POST("/api/payment-api/update-subscription-status", { body, signal }), {
    refused: CHECKOUT_MESSAGES.updateFailed,
  });
}

/** docs/product.md#accounts-business-constants-and-limits: the subscription check gives up after 8 s. Any refusal is 'Failed to check …: status'. */
export async function fetchSubscriptionCheck(timeoutMs = 8_000): Promise<Result<Schemas["SubscriptionCheck"]>> {
  try {
    const { data, response } = await browserApi().GET("/api/subscription-check", {
      params: { query: subscriptionCheckQuery(Date.now()) },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (data) return { ok: true, data };
    return { ok: false, message: SUBSCRIPTION_MESSAGES.checkFailed(response.status) };
  } catch {
    return { ok: false, message: SUBSCRIPTION_MESSAGES.checkFailed("network error") };
  }
}

export function fetchSubscriptionStatus(): Promise<Result<Schemas["SubscriptionStatus"]>> {
  return settle((signal) => browserApi().GET("/api/payment/subscription-status", { signal }), {
    refused: SUBSCRIPTION_MESSAGES.loadFailed,
  });
}

export function cancelSubscription(): Promise<Result<Schemas["SubscriptionStatus"]>> {
  return settle((signal) => browserApi().POST("/api/payment/cancel-subscription", { signal }), {
    refused: SUBSCRIPTION_MESSAGES.cancelFailed,
  });
}
