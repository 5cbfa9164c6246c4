import { isEntitledStatus } from "@truerate/domain/access";
import { notFound } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import type { ConfirmedSubscription } from "../../schemas/payments";
import { applySubscriptionEvents } from "./apply-event";
import { instantOf } from "./clock";
import { PAYMENT_MESSAGES } from "./errors";
import { findOwnSubscription, requireBillingUser } from "./refresh";
import { providerFor } from "./select-provider";

/**
 * POST /api/payment-api/update-subscription-status. The earlier product set the status the browser
 * asked for; here the request only asks the server to look: the status is whatever the provider
 * reports for the user's own subscription, so a client can never activate itself.
 */
export async function confirmSubscription(
  ctx: ServiceContext,
  input: { subscriptionId: string },
): Promise<ConfirmedSubscription> {
  const user = await requireBillingUser(ctx);
  // Another user's subscription id answers exactly like an unknown one.
  const row = await findOwnSubscription(ctx, { userId: user.id, providerSubscriptionId: input.subscriptionId });
  if (!row) throw notFound(PAYMENT_MESSAGES.noSubscription);
  const provider = providerFor(ctx, row.provider);
  const { subscription, events } = await provider.retrieveSubscription({
    providerSubscriptionId: row.providerSubscriptionId,
    now: instantOf(ctx),
  });
  await applySubscriptionEvents(ctx, events);
  const success = isEntitledStatus(subscription.status);
  return {
    success,
    status: subscription.status,
    message: success ? PAYMENT_MESSAGES.activated : PAYMENT_MESSAGES.notConfirmed,
  };
}
