import type { PaymentsContext } from "../../core/payments-context";
import { findOwnSubscription, requireBillingUser } from "./refresh";
import { type SubscriptionView, subscriptionView } from "./subscription-view";

/** GET /api/payment/subscription-status: the profile's subscription object, as of now. */
export async function getSubscriptionStatus({ ctx }: { ctx: PaymentsContext }): Promise<SubscriptionView> {
  const user = await requireBillingUser(ctx);
  const row = user.currentSubscriptionId ? await findOwnSubscription(ctx, user.id, user.currentSubscriptionId) : null;
  return subscriptionView(user, row, ctx.now, ctx.brokerAccess);
}
