import type { ServiceContext } from "../core/service-context";
import { checkRateAlerts } from "./carrier-tools/rate-alerts-job";
import { rearmStalledDeadlines } from "./deadlines/sweep";
import { requeueWaitingRequests } from "./load-requests/sweep";
import { requeueStalledDeliveries } from "./partners/webhooks/deliver";
import { advanceOfflineSubscriptions } from "./payments/advance-offline";

/**
 * The cron's work: drop what has expired, move offline subscriptions along the clock for users who
 * never come back to trigger it on read, re-arm deadlines whose object was never armed,
 * queue again the 371.3 requests still waiting, and check carriers' rate alerts.
 * Each step is idempotent.
 */
export async function runHousekeeping(
  ctx: ServiceContext,
): Promise<{ deleted: number; advanced: number; rearmed: number; requeued: number; alertsSent: number }> {
  const deleted = await deleteExpired(ctx);
  const { advanced } = await advanceOfflineSubscriptions(ctx);
  const rearmed = await rearmStalledDeadlines(ctx);
  const requeued = await requeueWaitingRequests(ctx);
  await requeueStalledDeliveries(ctx);
  const alerts = await checkRateAlerts(ctx);
  return { deleted, advanced, rearmed, requeued, alertsSent: alerts.sent };
}

async function deleteExpired(ctx: ServiceContext): Promise<number> {
  const { env } = ctx;
  const now = ctx.now();
  const results = await env.DB.batch([
    env.DB.prepare("DELETE FROM sessions WHERE expires_at < ?1").bind(now),
    env.DB.prepare("DELETE FROM idempotency_keys WHERE expires_at < ?1").bind(now),
    // Partner rate windows are one minute long; an hour-old one is history.
    env.DB.prepare("DELETE FROM partner_rate_windows WHERE window_start < ?1").bind(now - 60 * 60 * 1000),
    // A counter is kept while its wait runs and for a day after its last event: deleting it as soon
    // as a wait ends would reset the backoff to nothing.
    env.DB.prepare(
      "DELETE FROM auth_throttles WHERE (blocked_until IS NULL OR blocked_until < ?1) AND window_started_at < ?2",
    ).bind(now, now - 24 * 60 * 60 * 1000),
  ]);
  return results.reduce((sum, result) => sum + (result.meta.changes ?? 0), 0);
}
