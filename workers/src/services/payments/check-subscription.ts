import { type SubscriptionCheck, subscriptionCheck } from "@truerate/domain/access";
import type { PaymentsContext } from "../../core/payments-context";
import { refreshBillingUser } from "./refresh";

/**
 * GET /api/subscription-check: answers signed-out visitors too (authenticated: false), since the
 * portal's guard asks before it knows whether anyone is signed in.
 */
export async function checkSubscription({
  ctx,
  input,
}: {
  ctx: PaymentsContext;
  input: { sessionPresented: boolean };
}): Promise<SubscriptionCheck> {
  const user = ctx.actorUserId ? await refreshBillingUser(ctx, ctx.actorUserId) : null;
  return subscriptionCheck(user, ctx.brokerAccess, input.sessionPresented);
}
