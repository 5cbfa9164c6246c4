import type { Env } from "../env";

/** The cron's work: drop what has expired. Each statement is idempotent. */
export async function runHousekeeping(env: Env, now: number): Promise<{ deleted: number }> {
  const results = await env.DB.batch([
    env.DB.prepare("DELETE FROM sessions WHERE expires_at < ?1").bind(now),
    env.DB.prepare("DELETE FROM idempotency_keys WHERE expires_at < ?1").bind(now),
    env.DB.prepare("DELETE FROM auth_throttles WHERE blocked_until IS NOT NULL AND blocked_until < ?1").bind(now),
  ]);
  return { deleted: results.reduce((sum, result) => sum + (result.meta.changes ?? 0), 0) };
}
