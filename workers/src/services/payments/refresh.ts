import { isEntitledStatus } from "@truerate/domain/access";
import { unauthenticated } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import * as payments from "../../db/queries/payments";
import { applySubscriptionEvents } from "./apply-event";
import { type BillingUser, loadBillingUser } from "./billing-user";
import { instantOf } from "./clock";
import { isOfflineSubscriptionId, OfflinePaymentProvider } from "./offline/provider";

/**
 * The user's billing state as of `instantOf(ctx)`. The offline provider has no clock of its own: when the
 * user's offline period has ended (or a first payment was left open), its renewal, lapse or
 * expiry is worked out here, on read, and applied like any other provider event.
 */
export async function refreshBillingUser(ctx: ServiceContext, userId: string): Promise<BillingUser | null> {
  const user = await loadBillingUser(ctx, userId);
  if (!user?.currentSubscriptionId || !offlineRefreshDue(user, instantOf(ctx))) return user;

  const offline = new OfflinePaymentProvider(ctx.db);
  const { events } = await offline.retrieveSubscription({
    providerSubscriptionId: user.currentSubscriptionId,
    now: instantOf(ctx),
  });
  if (events.length === 0) return user;
  await applySubscriptionEvents(ctx, events);
  return loadBillingUser(ctx, userId);
}

/** True when the user's offline subscription has a renewal, lapse or expiry waiting to be applied. */
export function offlineRefreshDue(
  user: Pick<BillingUser, "currentSubscriptionId" | "subscriptionStatus" | "subscriptionPeriodEnd">,
  now: Date,
): boolean {
  if (!user.currentSubscriptionId || !isOfflineSubscriptionId(user.currentSubscriptionId)) return false;
  const periodOver =
    isEntitledStatus(user.subscriptionStatus) && (user.subscriptionPeriodEnd?.getTime() ?? Infinity) <= now.getTime();
  return periodOver || user.subscriptionStatus === "incomplete";
}

/** The signed-in user, refreshed; a session whose user is gone is treated as signed out. */
export async function requireBillingUser(ctx: ServiceContext): Promise<BillingUser> {
  const user = ctx.actor?.userId ? await refreshBillingUser(ctx, ctx.actor?.userId) : null;
  if (!user) throw unauthenticated();
  return user;
}

/** The user's row for one of their subscriptions, by the provider's id. */
export function findOwnSubscription(
  ctx: ServiceContext,
  input: { userId: string; providerSubscriptionId: string },
): Promise<payments.SubscriptionRow | null> {
  return payments.findOwnSubscription(ctx.db, input);
}
