import { ACCESS_MESSAGES, decideAccess, type SubscriptionCheck, subscriptionCheck } from "@truerate/domain/access";
import { AppError, unauthenticated } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { offlineRefreshDue, refreshBillingUser } from "./refresh";
import { resolveAccess } from "./resolve-access";

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

/**
 * The subscription gate of every carrier feature (and of the broker dashboard under
 * BROKER_ACCESS=paid): 402 unless the signed-in user may use them now. Access is decided on the
 * stored user as of now (an offline period that has ended is renewed or lapsed first), never on
 * what the session recorded at sign-in: a cancelled subscription stops working at its period end,
 * mid-session. The session lookup of this same request already read the user's row, so that row
 * decides unless an offline period is due for renewal or lapse; only then does the gate take the
 * refresh path (one D1 round trip less on every gated request). http/require-subscription.ts
 * adapts it to a route.
 */
export async function requireSubscribed(ctx: ServiceContext): Promise<void> {
  const actor = ctx.actor;
  if (!actor) throw unauthenticated();
  const decision = offlineRefreshDue(actor, new Date(ctx.now()))
    ? await resolveAccess(ctx)
    : decideAccess({ ...actor, userType: actor.role }, ctx.config.BROKER_ACCESS);
  if (!decision.allowed) {
    throw new AppError("SUBSCRIPTION_REQUIRED", ACCESS_MESSAGES.subscriptionRequired, {
      reason: decision.reason,
      subscribeAt: "/subscription",
    });
  }
}
