import type { SubscriptionStatus } from "@truerate/domain/enums";
import { PAYMENT_MESSAGES } from "./messages";

/** The subscription creation response of the accounts spec's entities and fields, as the API answers it. */
export interface CreatedSubscription {
  clientSecret: string | null;
  subscriptionId: string;
  status: SubscriptionStatus | string;
  /** The first payment's status, in Stripe's PaymentIntent words; null when there is none. */
  paymentStatus: string | null;
  message: string;
}

export type ReplyResult<T> = { ok: true; value: T } | { ok: false; message: string };

/** An answer as it came off the wire, before anything is assumed about it. */
export interface RawReply {
  status: number;
  contentType: string | null;
  text: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const firstText = (...values: unknown[]) =>
  values.find((value): value is string => typeof value === "string" && value.trim() !== "");

/**
 * Spec 000 the spec's calls: the reply must be JSON. A proxy's HTML error page or an empty body says so, in the
 * spec's words, instead of failing on a parse error nobody can act on.
 */
export function readJsonReply(reply: RawReply): ReplyResult<unknown> {
  const type = reply.contentType?.split(";")[0]?.trim() || "";
  const received = () => {
    const start = reply.text.trim().slice(0, 40);
    return `Invalid server response format. Expected JSON but received ${type || "no content type"}${start ? `: ${start}` : ""}`;
  };
  if (!/^application\/([a-z.+-]*\+)?json$/i.test(type)) return { ok: false, message: received() };
  try {
    return { ok: true, value: JSON.parse(reply.text) as unknown };
  } catch {
    return { ok: false, message: received() };
  }
}

/** A refusal's message: the server's message, or its error, or `fallback` (the accounts spec's error catalogue). */
export function refusalMessage(body: unknown, fallback: string): string {
  return (isRecord(body) ? firstText(body.message, body.error, body.detail) : undefined) ?? fallback;
}

export function readCreatedSubscription(reply: RawReply): ReplyResult<CreatedSubscription> {
  const json = readJsonReply(reply);
  if (!json.ok) return json;
  const body = json.value;
  if (reply.status < 200 || reply.status > 299) {
    return { ok: false, message: refusalMessage(body, PAYMENT_MESSAGES.createFailed) };
  }
  if (!isRecord(body) || typeof body.subscriptionId !== "string" || typeof body.status !== "string") {
    return { ok: false, message: refusalMessage(body, PAYMENT_MESSAGES.createFailed) };
  }
  return {
    ok: true,
    value: {
      clientSecret: typeof body.clientSecret === "string" && body.clientSecret ? body.clientSecret : null,
      subscriptionId: body.subscriptionId,
      status: body.status,
      paymentStatus: typeof body.paymentStatus === "string" ? body.paymentStatus : null,
      message: typeof body.message === "string" ? body.message : "",
    },
  };
}

const isEntitled = (status: string) => status === "active" || status === "trialing";

/** What the form does next with a created subscription (the accounts spec's states and transitions, subscription creation outcomes). */
export type CreationStep =
  | { kind: "activated"; subscriptionId: string }
  | { kind: "confirm"; subscriptionId: string; clientSecret: string }
  | { kind: "pending"; subscriptionId: string; status: string };

export function creationStep(created: CreatedSubscription): CreationStep {
  const { subscriptionId } = created;
  if (isEntitled(created.status)) return { kind: "activated", subscriptionId };
  if (created.clientSecret) return { kind: "confirm", subscriptionId, clientSecret: created.clientSecret };
  return { kind: "pending", subscriptionId, status: created.status };
}

/** After the card payment was confirmed with the provider: succeeded, needs the bank, or anything else. */
export type ConfirmationStep = { kind: "activated" } | { kind: "authentication" } | { kind: "pending"; status: string };

export function confirmationStep(paymentStatus: string): ConfirmationStep {
  if (paymentStatus === "succeeded") return { kind: "activated" };
  if (paymentStatus === "requires_action") return { kind: "authentication" };
  return { kind: "pending", status: paymentStatus };
}

/** The payment-success page in the form the subscription payment form uses. */
export function subscriptionResultUrl(subscriptionId: string, status?: string): string {
  const query = new URLSearchParams({ subscription_id: subscriptionId });
  if (status) query.set("status", status);
  return `/payment-success?${query}`;
}
