import { ACCESS_MESSAGES, decideAccess } from "@truerate/domain/access";
import type { Plan } from "@truerate/domain/enums";
import { PLAN_PRICE_CENTS, planForUserType } from "@truerate/domain/plans";
import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { updateUser } from "../../db/queries/accounts";
import { applySubscriptionEvents } from "./apply-event";
import type { BillingUser } from "./billing-user";
import { instantOf } from "./clock";
import { PAYMENT_MESSAGES, paymentDeclined } from "./errors";
import { CardDeclinedError, type SubscriptionResult } from "./provider";
import { paymentProvider } from "./select-provider";

/**
 * Refuses a payment nobody owes: admins and free brokers have access without one, and a
 * subscriber must not be charged twice.
 */
export function assertPaymentDue(ctx: ServiceContext, user: BillingUser): void {
  const decision = decideAccess(user, ctx.config.BROKER_ACCESS);
  if (!decision.allowed) return;
  const message =
    decision.reason === "broker_free"
      ? ACCESS_MESSAGES.brokersFree
      : decision.reason === "admin"
        ? PAYMENT_MESSAGES.noPaymentDue
        : PAYMENT_MESSAGES.alreadyActive;
  throw new AppError("CONFLICT", message, { reason: decision.reason, subscriptionStatus: user.subscriptionStatus });
}

/** The plan and price of the user's type: the only amount the API ever charges. */
export function planOf(user: BillingUser): { plan: Plan; priceCents: number } {
  const plan = planForUserType(user.userType);
  return { plan, priceCents: PLAN_PRICE_CENTS[plan] };
}

/**
 * Opens a subscription with the provider for the user's plan and records its events. A card the
 * provider declines answers the provider's message, after the attempt is recorded. Callers hold
 * the user's checkout claim (serialisedCheckout), whose key the provider gets.
 */
export async function openSubscription(
  ctx: ServiceContext,
  {
    user,
    input,
    idempotencyKey,
  }: { user: BillingUser; input: { paymentMethodId: string | null; name: string | null }; idempotencyKey: string },
): Promise<SubscriptionResult> {
  const { plan, priceCents } = planOf(user);
  const customerId = await paymentProvider(ctx).ensureCustomer({
    userId: user.id,
    email: user.email,
    name: input.name ?? user.companyName,
    stripeCustomerId: user.stripeCustomerId,
  });
  if (paymentProvider(ctx).name === "stripe" && customerId !== user.stripeCustomerId) {
    await updateUser(ctx.db, { userId: user.id, changes: { stripeCustomerId: customerId } });
  }

  let result: SubscriptionResult;
  try {
    result = await paymentProvider(ctx).createSubscription({
      idempotencyKey,
      customerId,
      userId: user.id,
      plan,
      priceCents,
      paymentMethodId: input.paymentMethodId,
      now: instantOf(ctx),
    });
  } catch (error) {
    if (error instanceof CardDeclinedError) throw paymentDeclined(error.message, { declineCode: error.declineCode });
    throw error;
  }
  await applySubscriptionEvents(ctx, result.events);
  if (result.payment.failureMessage) {
    throw paymentDeclined(result.payment.failureMessage, {
      subscriptionId: result.subscription.providerSubscriptionId,
      status: result.subscription.status,
    });
  }
  return result;
}
