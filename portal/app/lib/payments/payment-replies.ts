import { type RawReply, type ReplyResult, readJsonReply, refusalMessage } from "./subscription-reply";

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Reads a JSON answer with `parse`; a refusal gives the server's message, or `fallback`. */
export function readApiReply<T>(reply: RawReply, parse: (body: unknown) => T | null, fallback: string): ReplyResult<T> {
  const json = readJsonReply(reply);
  if (!json.ok) return json;
  if (reply.status < 200 || reply.status > 299) return { ok: false, message: refusalMessage(json.value, fallback) };
  const value = parse(json.value);
  return value === null ? { ok: false, message: fallback } : { ok: true, value };
}

/** POST /api/payment-api/create-payment-intent: the open checkout payment of the user's plan. */
export interface CheckoutPayment {
  clientSecret: string;
  paymentIntentId: string | null;
  subscriptionId: string | null;
  amountCents: number | null;
  planName: string | null;
}

/** Null without a client secret: the page then says 'No client secret returned from server'. */
export function parseCheckoutPayment(body: unknown): CheckoutPayment | null {
  if (!isRecord(body) || typeof body.clientSecret !== "string" || body.clientSecret === "") return null;
  return {
    clientSecret: body.clientSecret,
    paymentIntentId: typeof body.paymentIntentId === "string" ? body.paymentIntentId : null,
    subscriptionId: typeof body.subscriptionId === "string" ? body.subscriptionId : null,
    amountCents: typeof body.amount === "number" ? body.amount : null,
    planName: typeof body.planName === "string" ? body.planName : null,
  };
}

/** GET /api/payment-api/verify-payment: the payment's status in Stripe's words, and a message. */
export function parseVerifiedPayment(body: unknown): { status: string; message: string } | null {
  if (!isRecord(body) || typeof body.status !== "string") return null;
  return { status: body.status, message: typeof body.message === "string" ? body.message : "" };
}

/** POST /api/payment-api/update-subscription-status: the provider's verdict, read by the server. */
export function parseConfirmedSubscription(
  body: unknown,
): { success: boolean; status: string; message: string } | null {
  if (!isRecord(body) || typeof body.success !== "boolean" || typeof body.status !== "string") return null;
  return { success: body.success, status: body.status, message: typeof body.message === "string" ? body.message : "" };
}
