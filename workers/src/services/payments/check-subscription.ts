import { type SubscriptionCheck, subscriptionCheck } from "@truerate/domain/access";
import type { ServiceContext } from "../../core/service-context";
import { refreshBillingUser } from "./refresh";

/**
 * GET /api/subscription-check: answers signed-out visitors too (authenticated: false), since the
 * portal's guard asks before it knows whether anyone is signed in.
 */
export async function checkSubscription(
  ctx: ServiceContext,
  input: { sessionPresented: boolean },
): Promise<SubscriptionCheck> {
  const user = ctx.actor?.userId ? await refreshBillingUser(ctx, ctx.actor?.userId) : null;
  return subscriptionCheck(user, ctx.config.BROKER_ACCESS, input.sessionPresented);
}
