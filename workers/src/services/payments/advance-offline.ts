import type { ServiceContext } from "../../core/service-context";
import { applySubscriptionEvents } from "./apply-event";
import { instantOf } from "./clock";
import { OfflinePaymentProvider } from "./offline/provider";

/**
 * For the cron: renews, ends or expires every offline subscription whose time has come, exactly as
 * a read would (reads do it lazily too; the cron keeps users who never return up to date).
 */
export async function advanceOfflineSubscriptions(
  ctx: ServiceContext,
  input: { limit?: number } = {},
): Promise<{ advanced: number }> {
  const offline = new OfflinePaymentProvider(ctx.db);
  const due = await offline.dueSubscriptionIds(instantOf(ctx), input.limit ?? 100);
  for (const providerSubscriptionId of due) {
    const { events } = await offline.retrieveSubscription({ providerSubscriptionId, now: instantOf(ctx) });
    await applySubscriptionEvents(ctx, events);
  }
  return { advanced: due.length };
}
