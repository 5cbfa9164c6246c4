import { isEntitledStatus } from "@truerate/domain/access";
import { and, eq } from "drizzle-orm";
import { unauthenticated } from "../../core/errors";
import type { PaymentsContext } from "../../core/payments-context";
import { subscriptions } from "../../db/schema";
import { applySubscriptionEvents } from "./apply-event";
import { type BillingUser, loadBillingUser } from "./billing-user";
import { isOfflineSubscriptionId, OfflinePaymentProvider } from "./offline/provider";

/**
 * The user's billing state as of `ctx.now`. The offline provider has no clock of its own: when the
 * user's offline period has ended (or a first payment was left open), its renewal, lapse or
 * expiry is worked out here, on read, and applied like any other provider event.
 */
export async function refreshBillingUser(ctx: PaymentsContext, userId: string): Promise<BillingUser | null> {
  const user = await loadBillingUser(ctx.db, userId);
  if (!user?.currentSubscriptionId || !offlineRefreshDue(user, ctx.now)) return user;

  const offline = new OfflinePaymentProvider(ctx.db);
  const { events } = await offline.retrieveSubscription({
    providerSubscriptionId: user.currentSubscriptionId,
    now: ctx.now,
  });
  if (events.length === 0) return user;
  await applySubscriptionEvents(ctx, events);
  return loadBillingUser(ctx.db, userId);
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
export async function requireBillingUser(ctx: PaymentsContext): Promise<BillingUser> {
  const user = ctx.actorUserId ? await refreshBillingUser(ctx, ctx.actorUserId) : null;
  if (!user) throw unauthenticated();
  return user;
}

/** The user's row for one of their subscriptions, by the provider's id. */
export async function findOwnSubscription(ctx: PaymentsContext, userId: string, providerSubscriptionId: string) {
  const [row] = await ctx.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)))
    .limit(1);
  return row ?? null;
}
