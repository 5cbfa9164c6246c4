import { type BrokerAccess, daysRemaining, decideAccess, isEntitledStatus } from "@truerate/domain/access";
import { PLAN_NAMES, PLAN_PRICE_CENTS, planForUserType } from "@truerate/domain/plans";
import type { subscriptions } from "../../db/schema";
import type { SubscriptionView } from "../../schemas/payments";
import type { BillingUser } from "./billing-user";

export function subscriptionView(
  user: BillingUser,
  row: typeof subscriptions.$inferSelect | null,
  now: Date,
  brokerAccess: BrokerAccess,
): SubscriptionView {
  const plan = row?.plan ?? planForUserType(user.userType);
  const periodEnd = user.subscriptionPeriodEnd;
  const active = isEntitledStatus(user.subscriptionStatus);
  const decision = decideAccess(user, brokerAccess);
  return {
    active,
    status: user.subscriptionStatus,
    currentPeriodEnd: periodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    daysRemaining: active ? daysRemaining(periodEnd, now) : null,
    subscriptionId: user.currentSubscriptionId,
    plan,
    planName: PLAN_NAMES[plan],
    priceCents: row?.priceCents ?? PLAN_PRICE_CENTS[plan],
    hasAccess: decision.allowed,
    message: decision.message,
  };
}
