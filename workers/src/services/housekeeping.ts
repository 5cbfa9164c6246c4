import type { Env } from "../env";
import { createLogger } from "../http/logger";
import { advanceOfflineSubscriptions } from "./payments/advance-offline";
import { createPaymentsContext } from "./payments/context";
import { rearmStalledDeadlines } from "./deadlines/sweep";
import { requeueStalledDeliveries } from "./partners/webhooks/deliver";

/**
 * The cron's work: drop what has expired, move offline subscriptions along the clock for users who
 * never come back to trigger it on read, and re-arm deadlines whose object was never armed.
 * Each step is idempotent.
 */
export async function runHousekeeping(
  env: Env,
  now: number,
): Promise<{ deleted: number; advanced: number; rearmed: number }> {
  const deleted = await deleteExpired(env, now);
  const logger = createLogger({ job: "housekeeping" });
  const { advanced } = await advanceOfflineSubscriptions({
    ctx: createPaymentsContext({ env, now: new Date(now), logger }),
  });
  const rearmed = await rearmStalledDeadlines(env, now);
  await requeueStalledDeliveries(env, now);
  return { deleted, advanced, rearmed };
}

async function deleteExpired(env: Env, now: number): Promise<number> {
  const results = await env.DB.batch([
    env.DB.prepare("DELETE FROM sessions WHERE expires_at < ?1").bind(now),
    env.DB.prepare("DELETE FROM idempotency_keys WHERE expires_at < ?1").bind(now),
    // Partner rate windows are one minute long; an hour-old one is history.
    env.DB.prepare("DELETE FROM partner_rate_windows WHERE window_start < ?1").bind(now - 60 * 60 * 1000),
    env.DB.prepare("DELETE FROM auth_throttles WHERE blocked_until IS NOT NULL AND blocked_until < ?1").bind(now),
    // Failure counters that never led to a block are worthless once their window is a day old.
    env.DB.prepare("DELETE FROM auth_throttles WHERE blocked_until IS NULL AND window_started_at < ?1").bind(
      now - 24 * 60 * 60 * 1000,
    ),
  ]);
  return results.reduce((sum, result) => sum + (result.meta.changes ?? 0), 0);
}
