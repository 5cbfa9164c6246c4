import Stripe from "stripe";
import { idOf } from "./mapping";

export class InvalidWebhookSignatureError extends Error {
  override name = "InvalidWebhookSignatureError";
}

/**
 * Verifies a webhook against the raw body with the asynchronous, SubtleCrypto signature check (the
 * synchronous one cannot run on Workers), within Stripe's default five-minute tolerance of `now`.
 */
export async function verifyStripeWebhook(input: {
  payload: string;
  signature: string | null;
  secret: string;
  now: Date;
}): Promise<Stripe.Event> {
  try {
    return await Stripe.webhooks.constructEventAsync(
      input.payload,
      input.signature ?? "",
      input.secret,
      Stripe.webhooks.DEFAULT_TOLERANCE,
      Stripe.createSubtleCryptoProvider(),
      input.now.getTime(),
    );
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
      throw new InvalidWebhookSignatureError(error.message);
    }
    throw error;
  }
}

/** The subscription an event is about, or null for an event we do not act on. */
export function subscriptionIdOfEvent(event: Stripe.Event): string | null {
  switch (event.type) {
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return event.data.object.id;
    case "invoice.paid":
    case "invoice.payment_failed":
      return idOf(event.data.object.parent?.subscription_details?.subscription);
    default:
      return null;
  }
}
