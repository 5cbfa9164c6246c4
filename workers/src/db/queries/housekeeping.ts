import { and, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../client";
import { authThrottles, idempotencyKeys, partnerRateWindows, sessions } from "../schema";

/** The deletes of what has expired at `now`, to run as one batch. */
export function deleteExpiredStatements(db: Database, now: Date) {
  const hourAgo = now.getTime() - 60 * 60 * 1000;
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  return [
    db.delete(sessions).where(lt(sessions.expiresAt, now)),
    db.delete(idempotencyKeys).where(lt(idempotencyKeys.expiresAt, now)),
    // Partner rate windows are one minute long; an hour-old one is history.
    db.delete(partnerRateWindows).where(lt(partnerRateWindows.windowStart, hourAgo)),
    // A counter is kept while its wait runs and for a day after its last event: deleting it as soon
    // as a wait ends would reset the backoff to nothing.
    db
      .delete(authThrottles)
      .where(
        and(
          or(isNull(authThrottles.blockedUntil), lt(authThrottles.blockedUntil, now)),
          lt(authThrottles.windowStartedAt, dayAgo),
        ),
      ),
  ];
}
