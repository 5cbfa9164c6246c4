import type { PaymentsContext } from "../../core/payments-context";
import { applySubscriptionEvents } from "./apply-event";
import { OfflinePaymentProvider } from "./offline/provider";

/**
 * For the cron: renews, ends or expires every offline subscription whose time has come, exactly as
 * a read would (reads do it lazily too; the cron keeps users who never return up to date).
 */
export async function advanceOfflineSubscriptions({
  ctx,
  input = {},
}: {
  ctx: PaymentsContext;
  input?: { limit?: number };
}): Promise<{ advanced: number }> {
  const offline = new OfflinePaymentProvider(ctx.db);
  const due = await offline.dueSubscriptionIds(ctx.now, input.limit ?? 100);
  for (const providerSubscriptionId of due) {
    const { events } = await offline.retrieveSubscription({ providerSubscriptionId, now: ctx.now });
    await applySubscriptionEvents(ctx, events);
  }
  return { advanced: due.length };
}
