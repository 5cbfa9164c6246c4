import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { insertPaymentEvent, paymentEventSeen } from "../../db/queries/payments";
import type { WebhookReceipt } from "../../schemas/payments";
import { applySubscriptionEvent } from "./apply-event";
import { instantOf } from "./clock";
import { paymentProvider } from "./select-provider";
import { InvalidWebhookSignatureError, subscriptionIdOfEvent, verifyStripeWebhook } from "./stripe/webhook";

/**
 * POST /api/payment/webhook. The signature is checked on the raw body; an event seen before is
 * acknowledged and changes nothing. For an event we act on, the subscription is re-read from
 * Stripe, because Stripe does not deliver events in order and the latest read is the truth.
 */
export async function receiveStripeWebhook(
  ctx: ServiceContext,
  input: { payload: string; signature: string | null; webhookSecret: string | undefined },
): Promise<WebhookReceipt> {
  if (!input.webhookSecret || paymentProvider(ctx).name !== "stripe") {
    throw new AppError("SERVICE_UNAVAILABLE", "Stripe webhooks are not configured");
  }
  let event: Awaited<ReturnType<typeof verifyStripeWebhook>>;
  try {
    event = await verifyStripeWebhook({ ...input, secret: input.webhookSecret, now: instantOf(ctx) });
  } catch (error) {
    if (error instanceof InvalidWebhookSignatureError) {
      ctx.logger.warn("stripe_webhook_refused", { reason: error.message.split("\n")[0] });
      throw new AppError("BAD_REQUEST", "Invalid webhook signature");
    }
    throw error;
  }

  if (await paymentEventSeen(ctx.db, event.id)) return { received: true, eventId: event.id, outcome: "duplicate" };

  const subscriptionId = subscriptionIdOfEvent(event);
  if (!subscriptionId) {
    // Kept by id like every event, with no state change.
    await insertPaymentEvent(ctx.db, {
      id: event.id,
      provider: "stripe",
      type: event.type,
      payload: event,
      receivedAt: instantOf(ctx),
      keepFirst: true,
    });
    return { received: true, eventId: event.id, outcome: "ignored" };
  }

  const { subscription } = await paymentProvider(ctx).retrieveSubscription({
    providerSubscriptionId: subscriptionId,
    now: instantOf(ctx),
  });
  const outcome = await applySubscriptionEvent(ctx, {
    event: {
      id: event.id,
      provider: "stripe",
      type: event.type,
      occurredAt: new Date(event.created * 1000),
      subscription,
      payload: event,
    },
  });
  return { received: true, eventId: event.id, outcome: outcome.outcome };
}
