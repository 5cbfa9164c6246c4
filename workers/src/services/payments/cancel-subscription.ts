import { isEntitledStatus } from "@truerate/domain/access";
import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import type { SubscriptionView } from "../../schemas/payments";
import { applySubscriptionEvents } from "./apply-event";
import { instantOf } from "./clock";
import { PAYMENT_MESSAGES } from "./errors";
import { findOwnSubscription, refreshBillingUser, requireBillingUser } from "./refresh";
import { providerFor } from "./select-provider";
import { subscriptionView } from "./subscription-view";

/**
 * POST /api/payment/cancel-subscription: cancels at the end of the paid period (docs/product.md#accounts-states-and-transitions). The
 * subscription stays active, and access with it, until then; the answer is the updated object.
 */
export async function cancelSubscription(ctx: ServiceContext): Promise<SubscriptionView> {
  const user = await requireBillingUser(ctx);
  const row = user.currentSubscriptionId
    ? await findOwnSubscription(ctx, { userId: user.id, providerSubscriptionId: user.currentSubscriptionId })
    : null;
  if (!row || !isEntitledStatus(user.subscriptionStatus))
    throw new AppError("CONFLICT", PAYMENT_MESSAGES.nothingToCancel);

  if (!row.cancelAtPeriodEnd) {
    const provider = providerFor(ctx, row.provider);
    const { events } = await provider.cancelAtPeriodEnd({
      providerSubscriptionId: row.providerSubscriptionId,
      now: instantOf(ctx),
    });
    await applySubscriptionEvents(ctx, events);
  }
  const updated = (await refreshBillingUser(ctx, user.id)) ?? user;
  const updatedRow = await findOwnSubscription(ctx, {
    userId: user.id,
    providerSubscriptionId: row.providerSubscriptionId,
  });
  return subscriptionView(updated, updatedRow, instantOf(ctx), ctx.config.BROKER_ACCESS);
}
