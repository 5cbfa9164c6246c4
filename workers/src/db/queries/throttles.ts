import { and, eq, gt, inArray, max } from "drizzle-orm";
import type { Database } from "../client";
import { authThrottles } from "../schema";

/** The latest wait among `keys` still running at `now`, if any. */
export async function latestBlockedUntil(db: Database, { keys, now }: { keys: string[]; now: number }) {
  const row = await db
    .select({ until: max(authThrottles.blockedUntil) })
    .from(authThrottles)
    .where(and(gt(authThrottles.blockedUntil, new Date(now)), inArray(authThrottles.key, keys)))
    .get();
  return row?.until ?? null;
}

/** The count after one more event: 1 when the window (?4) has passed since the last (?2 now). */
const COUNT = "(CASE WHEN window_started_at <= ?2 - ?4 THEN 1 ELSE failures + 1 END)";
/** The wait `events` earn: from the ?3rd, ?5 doubling per event up to ?6. */
const wait = (events: string) => `CASE WHEN ${events} >= ?3 THEN ?2 + MIN(?6, ?5 * (1 << MIN(${events} - ?3, 30))) END`;

/**
 * Raw: one upsert whose SET computes the new count and wait from the old row, so parallel events
 * cannot both read the old count (drizzle would carry the whole SET as sql fragments).
 */
const RECORD_ATTEMPT_SQL = `INSERT INTO auth_throttles (key, failures, window_started_at, blocked_until)
  VALUES (?1, 1, ?2, ${wait("1")})
  ON CONFLICT (key) DO UPDATE SET
    failures = ${COUNT},
    window_started_at = ?2,
    blocked_until = COALESCE(${wait(COUNT)}, blocked_until)`;

export async function recordThrottleEvent(
  d1: D1Database,
  input: { key: string; now: number; waitFrom: number; windowMs: number; baseMs: number; maxMs: number },
): Promise<void> {
  await d1
    .prepare(RECORD_ATTEMPT_SQL)
    .bind(input.key, input.now, input.waitFrom, input.windowMs, input.baseMs, input.maxMs)
    .run();
}

/** Whether `key` has an event counted since `since`. (`window_started_at` holds the last event.) */
export async function hasThrottleEventsSince(db: Database, { key, since }: { key: string; since: number }) {
  const row = await db
    .select({ failures: authThrottles.failures })
    .from(authThrottles)
    .where(
      and(
        eq(authThrottles.key, key),
        gt(authThrottles.windowStartedAt, new Date(since)),
        gt(authThrottles.failures, 0),
      ),
    )
    .get();
  return Boolean(row);
}

export function deleteThrottle(db: Database, key: string) {
  return db.delete(authThrottles).where(eq(authThrottles.key, key));
}
