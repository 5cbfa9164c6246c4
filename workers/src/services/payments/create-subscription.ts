import { isEntitledStatus } from "@truerate/domain/access";
import type { ServiceContext } from "../../core/service-context";
import type { CreatedSubscription } from "../../schemas/payments";
import type { BillingUser } from "./billing-user";
import { serialisedCheckout } from "./checkout-claim";
import { PAYMENT_MESSAGES } from "./errors";
import { refreshBillingUser, requireBillingUser } from "./refresh";
import { assertPaymentDue, openSubscription } from "./start";

/**
 * POST /api/payment-api/create-subscription: the signed-in user subscribes to the plan of their
 * type with a card PaymentMethod. Who pays is the session's user, never an id or e-mail in the body.
 */
export async function createSubscription(
  ctx: ServiceContext,
  input: { paymentMethodId: string; name: string | null },
): Promise<CreatedSubscription> {
  const signedIn = await requireBillingUser(ctx);
  // Parallel calls of one user (a double click, a retried request) open one subscription and
  // answer it to every caller.
  return serialisedCheckout(ctx, {
    userId: signedIn.id,
    request: { operation: "createSubscription", ...input },
    open: async (key) => {
      const user = (await refreshBillingUser(ctx, signedIn.id)) ?? signedIn;
      assertPaymentDue(ctx, user);
      return subscribe(ctx, user, input, key);
    },
  });
}

async function subscribe(
  ctx: ServiceContext,
  user: BillingUser,
  input: { paymentMethodId: string; name: string | null },
  idempotencyKey: string,
): Promise<CreatedSubscription> {
  const { subscription, payment } = await openSubscription(ctx, { user, input, idempotencyKey });
  const message = isEntitledStatus(subscription.status)
    ? PAYMENT_MESSAGES.activated
    : payment.status === "requires_action"
      ? PAYMENT_MESSAGES.requiresAction
      : payment.clientSecret
        ? PAYMENT_MESSAGES.incomplete
        : PAYMENT_MESSAGES.processing;
  return {
    clientSecret: isEntitledStatus(subscription.status) ? null : payment.clientSecret,
    subscriptionId: subscription.providerSubscriptionId,
    status: subscription.status,
    paymentStatus: payment.status,
    message,
    error: null,
  };
}
