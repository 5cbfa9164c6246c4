import { isEntitledStatus } from "@truerate/domain/access";
import { PLAN_NAMES } from "@truerate/domain/plans";
import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import type { CreatedPaymentIntent } from "../../schemas/payments";
import { applySubscriptionEvents } from "./apply-event";
import type { BillingUser } from "./billing-user";
import { serialisedCheckout } from "./checkout-claim";
import { instantOf } from "./clock";
import { PAYMENT_MESSAGES } from "./errors";
import { isOfflineSubscriptionId } from "./offline/provider";
import type { SubscriptionResult } from "./provider";
import { refreshBillingUser, requireBillingUser } from "./refresh";
import { paymentProvider } from "./select-provider";
import { assertPaymentDue, openSubscription, planOf } from "./start";

/**
 * POST /api/payment-api/create-payment-intent (the checkout page). The payment is the first invoice
 * of a subscription to the user's plan, so its amount is the plan price whatever the page asks
 * for, and paying it activates the subscription. A checkout reloaded before paying reuses the open
 * payment instead of opening another.
 */
export async function createPaymentIntent(ctx: ServiceContext): Promise<CreatedPaymentIntent> {
  const signedIn = await requireBillingUser(ctx);
  return serialisedCheckout(ctx, {
    userId: signedIn.id,
    request: { operation: "createPaymentIntent" },
    open: async (key) => {
      const user = (await refreshBillingUser(ctx, signedIn.id)) ?? signedIn;
      assertPaymentDue(ctx, user);
      const result =
        (await reopen(ctx, user)) ??
        (await openSubscription(ctx, { user, input: { paymentMethodId: null, name: null }, idempotencyKey: key }));
      return paymentIntentOf(user, result);
    },
  });
}

function paymentIntentOf(user: BillingUser, result: SubscriptionResult): CreatedPaymentIntent {
  const { plan, priceCents } = planOf(user);
  // Nothing left to confirm: the provider settled it (e.g. a retried checkout that was paid).
  if (!result.payment.clientSecret) throw new AppError("CONFLICT", PAYMENT_MESSAGES.alreadyActive);
  return {
    clientSecret: result.payment.clientSecret,
    paymentIntentId: result.payment.paymentIntentId,
    subscriptionId: result.subscription.providerSubscriptionId,
    amount: result.subscription.priceCents ?? priceCents,
    currency: "usd",
    planName: PLAN_NAMES[result.subscription.plan ?? plan],
  };
}

/** The user's open (incomplete) subscription with this provider, still awaiting its first payment. */
async function reopen(ctx: ServiceContext, user: BillingUser): Promise<SubscriptionResult | null> {
  const id = user.currentSubscriptionId;
  if (!id || user.subscriptionStatus !== "incomplete") return null;
  if ((paymentProvider(ctx).name === "offline") !== isOfflineSubscriptionId(id)) return null;
  const result = await paymentProvider(ctx).retrieveSubscription({ providerSubscriptionId: id, now: instantOf(ctx) });
  await applySubscriptionEvents(ctx, result.events);
  const open = result.subscription.status === "incomplete" && result.payment.clientSecret !== null;
  const samePlan = result.subscription.plan === null || result.subscription.plan === planOf(user).plan;
  if (!open || !samePlan || isEntitledStatus(result.subscription.status)) return null;
  return result;
}
