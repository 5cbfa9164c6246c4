import {
  parseSubscriptionCheck,
  type SubscriptionCheck,
  subscriptionCheckPath,
} from "../subscription/subscription-check";
import { parseSubscriptionView, type SubscriptionView } from "../subscription/subscription-view";
import { CHECKOUT_MESSAGES, PAYMENT_MESSAGES, SUBSCRIPTION_MESSAGES } from "./messages";
import {
  type CheckoutPayment,
  parseCheckoutPayment,
  parseConfirmedSubscription,
  parseVerifiedPayment,
  readApiReply,
} from "./payment-replies";
import {
  type CreatedSubscription,
  type RawReply,
  type ReplyResult,
  readCreatedSubscription,
} from "./subscription-reply";

/**
 * The payment calls of the accounts spec's calls, made from the browser to /api on the portal's own origin (the
 * proxy forwards them with the session cookie; the browser's Origin header satisfies the API's
 * cross-site check). Every call answers a ReplyResult: a network failure or time-out is a message,
 * never an exception.
 */
const DEFAULT_TIMEOUT_MS = 20_000;

async function send(
  path: `/api/${string}`,
  {
    method = "GET",
    json,
    timeoutMs = DEFAULT_TIMEOUT_MS,
  }: { method?: string; json?: unknown; timeoutMs?: number } = {},
): Promise<RawReply | null> {
  const headers: Record<string, string> = { accept: "application/json", "x-requested-with": "XMLHttpRequest" };
  if (json !== undefined) headers["content-type"] = "application/json";
  try {
    const response = await fetch(path, {
      method,
      headers,
      credentials: "same-origin",
      cache: "no-store",
      body: json === undefined ? null : JSON.stringify(json),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: response.status, contentType: response.headers.get("content-type"), text: await response.text() };
  } catch (error) {
    console.error(`${method} ${path} failed`, error);
    return null;
  }
}

const unreachable = <T>(message: string): ReplyResult<T> => ({ ok: false, message });

export async function createSubscription(
  paymentMethodId: string,
  name: string | null,
): Promise<ReplyResult<CreatedSubscription>> {
  const body = { paymentMethodId, ...(name ? { name } : {}) };
  const reply = await send("/api/payment-api/create-subscription", { method: "POST", json: body });
  return reply ? readCreatedSubscription(reply) : unreachable(PAYMENT_MESSAGES.unexpected);
}

/** The checkout's payment. The API charges the plan price whatever amount is sent; the plan price is sent. */
export async function createPaymentIntent(amountDollars: number): Promise<ReplyResult<CheckoutPayment>> {
  const reply = await send("/api/payment-api/create-payment-intent", {
    method: "POST",
    json: { amount: amountDollars },
  });
  if (!reply) return unreachable(CHECKOUT_MESSAGES.creating(PAYMENT_MESSAGES.unexpected));
  const result = readApiReply(reply, parseCheckoutPayment, CHECKOUT_MESSAGES.noClientSecret);
  if (result.ok || reply.status < 300) return result;
  return { ok: false, message: CHECKOUT_MESSAGES.creating(result.message) };
}

export async function verifyPayment(paymentIntentId: string) {
  const reply = await send(
    `/api/payment-api/verify-payment?${new URLSearchParams({ payment_intent: paymentIntentId })}`,
  );
  return reply
    ? readApiReply(reply, parseVerifiedPayment, CHECKOUT_MESSAGES.verifyFailed)
    : unreachable<never>(CHECKOUT_MESSAGES.verifyFailed);
}

/** Asks the server to confirm the subscription with the provider; it never takes the page's word. */
export async function confirmSubscription(subscriptionId: string) {
  const reply = await send("/api/payment-api/update-subscription-status", {
    method: "POST",
    json: { subscriptionId, status: "active" },
  });
  return reply
    ? readApiReply(reply, parseConfirmedSubscription, CHECKOUT_MESSAGES.updateFailed)
    : unreachable<never>(CHECKOUT_MESSAGES.updateFailed);
}

/** Spec 000 the spec's business constants and limits: the subscription check gives up after 8 s. */
export async function fetchSubscriptionCheck(timeoutMs = 8_000): Promise<ReplyResult<SubscriptionCheck>> {
  const reply = await send(subscriptionCheckPath(Date.now()), { timeoutMs });
  if (!reply) return unreachable(SUBSCRIPTION_MESSAGES.checkFailed("network error"));
  if (reply.status !== 200) return unreachable(SUBSCRIPTION_MESSAGES.checkFailed(reply.status));
  return readApiReply(reply, parseSubscriptionCheck, SUBSCRIPTION_MESSAGES.checkFailed(reply.status));
}

export async function fetchSubscriptionStatus(): Promise<ReplyResult<SubscriptionView>> {
  const reply = await send("/api/payment/subscription-status");
  return reply
    ? readApiReply(reply, parseSubscriptionView, SUBSCRIPTION_MESSAGES.loadFailed)
    : unreachable(SUBSCRIPTION_MESSAGES.loadFailed);
}

export async function cancelSubscription(): Promise<ReplyResult<SubscriptionView>> {
  const reply = await send("/api/payment/cancel-subscription", { method: "POST" });
  return reply
    ? readApiReply(reply, parseSubscriptionView, SUBSCRIPTION_MESSAGES.cancelFailed)
    : unreachable(SUBSCRIPTION_MESSAGES.cancelFailed);
}
