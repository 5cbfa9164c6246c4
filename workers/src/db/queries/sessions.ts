import { eq } from "drizzle-orm";
import type { Database } from "../client";
import type { RawColumns } from "../raw-row";
import { sessions, type users } from "../schema";

/** The sessions row with its user's identity and subscription, as SESSION_LOOKUP_SQL answers it. */
export type SessionRow = RawColumns<typeof sessions.$inferSelect, "expiresAt"> & {
  user_id: (typeof users.$inferSelect)["id"];
} & RawColumns<
    typeof users.$inferSelect,
    | "email"
    | "userType"
    | "isAdmin"
    | "brokerageId"
    | "pendingBrokerageId"
    | "subscriptionStatus"
    | "hasPaidSubscription"
    | "subscriptionPeriodEnd"
    | "stripeSubscriptionId"
  >;

/**
 * Raw: the hot path of every signed-in request, sent in the same D1 batch as a route's own first
 * query (http/deferred-session.ts), its columns read by name as SessionRow.
 */
const SESSION_LOOKUP_SQL = `SELECT s.expires_at, u.id AS user_id, u.email, u.user_type, u.is_admin, u.brokerage_id, u.pending_brokerage_id,
  u.subscription_status, u.has_paid_subscription, u.subscription_period_end, u.stripe_subscription_id
FROM sessions s JOIN users u ON u.id = s.user_id
WHERE s.id = ?1
LIMIT 1`;

/** The one query that resolves a session, as a D1 statement a route can batch with its own. */
export function sessionLookup(d1: D1Database, sessionId: string): D1PreparedStatement {
  return d1.prepare(SESSION_LOOKUP_SQL).bind(sessionId);
}

/** The session lookup on its own, for a request with no statement to send with it. */
export function readSession(d1: D1Database, sessionId: string): Promise<SessionRow | null> {
  return sessionLookup(d1, sessionId).first<SessionRow>();
}

/** The session lookup batched with a route's own statement: one round trip for both. */
export async function lookUpSessionWith(
  d1: D1Database,
  { sessionId, statement }: { sessionId: string; statement: D1PreparedStatement },
): Promise<{ lookup: D1Result<SessionRow> | undefined; query: D1Result | undefined }> {
  const [lookup, query] = await d1.batch([sessionLookup(d1, sessionId), statement]);
  return { lookup: lookup as D1Result<SessionRow> | undefined, query };
}

export function insertSession(db: Database, values: typeof sessions.$inferInsert) {
  return db.insert(sessions).values(values);
}

export function deleteSession(db: Database, sessionId: string) {
  return db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Every session of a user (a password set anew, a deleted account). */
export function deleteSessionsOfUser(db: Database, userId: string) {
  return db.delete(sessions).where(eq(sessions.userId, userId));
}

export function extendSession(
  db: Database,
  { sessionId, expiresAt, now }: { sessionId: string; expiresAt: Date; now: number },
) {
  return db
    .update(sessions)
    .set({ expiresAt, lastSeenAt: new Date(now) })
    .where(eq(sessions.id, sessionId));
}
