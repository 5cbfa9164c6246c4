import { isEntitledStatus } from "@truerate/domain/access";
import type { subscriptions } from "../../../db/schema";
import type { SubscriptionEvent, SubscriptionSnapshot } from "../provider";
import { addMonth, INCOMPLETE_EXPIRY_MS, MAX_CATCH_UP_PERIODS } from "./clock";

export type OfflineRow = typeof subscriptions.$inferSelect;

export function rowSnapshot(row: OfflineRow): SubscriptionSnapshot {
  return {
    provider: "offline",
    providerSubscriptionId: row.providerSubscriptionId,
    providerCustomerId: row.providerCustomerId,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    plan: row.plan,
    priceCents: row.priceCents,
    userId: row.userId,
  };
}

export function offlineEvent(
  id: string,
  type: string,
  snapshot: SubscriptionSnapshot,
  occurredAt: Date,
): SubscriptionEvent {
  return {
    id,
    provider: "offline",
    type,
    occurredAt,
    subscription: snapshot,
    payload: {
      type,
      subscription: { ...snapshot, currentPeriodEnd: snapshot.currentPeriodEnd?.toISOString() ?? null },
    },
  };
}

/**
 * What Stripe's clock would have done to a subscription by `now`: at each period end it renews
 * (one paid invoice per period) or, when cancelling at period end, ends it; an unpaid first
 * invoice expires after 23 hours. Event ids are derived from the subscription and the period, so
 * two requests advancing the same row at once record each change once.
 */
export function advanceOfflineSubscription(row: OfflineRow, now: Date): SubscriptionEvent[] {
  const snapshot = rowSnapshot(row);
  const id = row.providerSubscriptionId;

  if (row.status === "incomplete" && row.createdAt.getTime() + INCOMPLETE_EXPIRY_MS <= now.getTime()) {
    const expired = { ...snapshot, status: "incomplete_expired" as const };
    return [offlineEvent(`evt_offline_${id}_expired`, "customer.subscription.updated", expired, now)];
  }
  if (!isEntitledStatus(row.status) || !row.currentPeriodEnd || row.currentPeriodEnd > now) return [];

  if (row.cancelAtPeriodEnd) {
    const ended = { ...snapshot, status: "canceled" as const };
    return [offlineEvent(`evt_offline_${id}_deleted`, "customer.subscription.deleted", ended, row.currentPeriodEnd)];
  }

  const events: SubscriptionEvent[] = [];
  let end = row.currentPeriodEnd;
  while (end <= now && events.length < MAX_CATCH_UP_PERIODS) {
    const renewedAt = end;
    end = addMonth(end);
    const renewed = { ...snapshot, status: "active" as const, currentPeriodEnd: end };
    events.push(offlineEvent(`evt_offline_${id}_renewed_${end.getTime()}`, "invoice.paid", renewed, renewedAt));
  }
  return events;
}
