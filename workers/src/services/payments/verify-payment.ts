import { notFound } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import type { VerifiedPayment } from "../../schemas/payments";
import { applySubscriptionEvents } from "./apply-event";
import { instantOf } from "./clock";
import { PAYMENT_MESSAGES } from "./errors";
import { isOfflinePaymentIntentId, isOfflineSubscriptionId } from "./offline/provider";
import type { PaymentStatus } from "./provider";
import { findOwnSubscription, refreshBillingUser, requireBillingUser } from "./refresh";
import { paymentProvider, providerFor } from "./select-provider";

const MESSAGES: Partial<Record<PaymentStatus, string>> = {
  succeeded: PAYMENT_MESSAGES.paymentSucceeded,
  processing: PAYMENT_MESSAGES.processing,
  requires_action: PAYMENT_MESSAGES.requiresAction,
};

/**
 * GET /api/payment-api/verify-payment: the status of one of the user's own payments, read from the
 * provider. A succeeded payment also brings the user's subscription up to date at once, rather
 * than waiting for the webhook.
 */
export async function verifyPayment(ctx: ServiceContext, input: { paymentIntentId: string }): Promise<VerifiedPayment> {
  const user = await requireBillingUser(ctx);
  const offline = isOfflinePaymentIntentId(input.paymentIntentId);
  if (!offline && paymentProvider(ctx).name !== "stripe") throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  const provider = providerFor(ctx, offline ? "offline" : "stripe");
  const payment = await provider.retrievePayment({ paymentIntentId: input.paymentIntentId, now: instantOf(ctx) });
  const owned =
    payment &&
    (payment.providerSubscriptionId
      ? (await findOwnSubscription(ctx, {
          userId: user.id,
          providerSubscriptionId: payment.providerSubscriptionId,
        })) !== null
      : payment.providerCustomerId !== null && payment.providerCustomerId === user.stripeCustomerId);
  // Someone else's payment is answered like a missing one, so ids cannot be probed.
  if (!payment || !owned) throw notFound(PAYMENT_MESSAGES.paymentNotFound);

  let subscriptionStatus = user.subscriptionStatus;
  const subscriptionId = payment.providerSubscriptionId ?? user.currentSubscriptionId;
  if (payment.status === "succeeded" && subscriptionId) {
    const owner = providerFor(ctx, isOfflineSubscriptionId(subscriptionId) ? "offline" : "stripe");
    const { events } = await owner.retrieveSubscription({
      providerSubscriptionId: subscriptionId,
      now: instantOf(ctx),
    });
    await applySubscriptionEvents(ctx, events);
    subscriptionStatus = (await refreshBillingUser(ctx, user.id))?.subscriptionStatus ?? subscriptionStatus;
  }
  return {
    status: payment.status,
    message: MESSAGES[payment.status] ?? payment.failureMessage ?? PAYMENT_MESSAGES.paymentFailed,
    subscriptionStatus,
  };
}
