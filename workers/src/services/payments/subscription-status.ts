import type { ServiceContext } from "../../core/service-context";
import type { SubscriptionView } from "../../schemas/payments";
import { instantOf } from "./clock";
import { findOwnSubscription, requireBillingUser } from "./refresh";
import { subscriptionView } from "./subscription-view";

/** GET /api/payment/subscription-status: the profile's subscription object, as of now. */
export async function getSubscriptionStatus(ctx: ServiceContext): Promise<SubscriptionView> {
  const user = await requireBillingUser(ctx);
  const row = user.currentSubscriptionId
    ? await findOwnSubscription(ctx, { userId: user.id, providerSubscriptionId: user.currentSubscriptionId })
    : null;
  return subscriptionView(user, row, instantOf(ctx), ctx.config.BROKER_ACCESS);
}
