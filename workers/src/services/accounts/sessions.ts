import { eq } from "drizzle-orm";
import type { Actor } from "../../core/actor";
import type { ServiceContext } from "../../core/service-context";
import { sessions } from "../../db/schema";
import { randomSessionToken, sha256Hex } from "./tokens";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Sessions slide: 30 days from the last time they were extended (the Lucia model). */
export const SESSION_DURATION_MS = 30 * DAY_MS;
/** Extended on use once less than half of the lifetime remains, so most requests write nothing. */
export const SESSION_REFRESH_BELOW_MS = SESSION_DURATION_MS / 2;

/** The sessions row id: a leaked table gives no usable cookie. */
export const sessionIdOf = (token: string) => sha256Hex(token);

export interface IssuedSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(
  ctx: ServiceContext,
  input: { userId: string; userAgent: string | null },
): Promise<IssuedSession> {
  const { userId, userAgent } = input;
  const token = randomSessionToken();
  const now = ctx.now();
  const expiresAt = new Date(now + SESSION_DURATION_MS);
  await ctx.db.insert(sessions).values({
    id: sessionIdOf(token),
    userId,
    createdAt: new Date(now),
    expiresAt,
    lastSeenAt: new Date(now),
    userAgent: userAgent?.slice(0, 256) ?? null,
  });
  return { token, expiresAt };
}

export type SessionCheck = { state: "valid"; actor: Actor; expiresAt: Date; extended: boolean } | { state: "expired" };

/** The sessions row with its user's identity and subscription, as `sessionLookup` reads it. */
export interface SessionRow {
  expires_at: number;
  user_id: string;
  email: string;
  user_type: Actor["role"];
  is_admin: number;
  brokerage_id: string | null;
  pending_brokerage_id: string | null;
  subscription_status: Actor["subscriptionStatus"];
  has_paid_subscription: number;
  subscription_period_end: number | null;
  stripe_subscription_id: string | null;
}

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
export function sessionLookup(db: D1Database, sessionId: string): D1PreparedStatement {
  return db.prepare(SESSION_LOOKUP_SQL).bind(sessionId);
}

function actorOfRow(row: SessionRow, sessionId: string): Actor {
  return {
    userId: row.user_id,
    email: row.email,
    role: row.user_type,
    isAdmin: row.is_admin === 1,
    brokerageId: row.brokerage_id,
    pendingBrokerageId: row.pending_brokerage_id,
    subscriptionStatus: row.subscription_status,
    hasPaidSubscription: row.has_paid_subscription === 1,
    subscriptionPeriodEnd: row.subscription_period_end === null ? null : new Date(row.subscription_period_end),
    currentSubscriptionId: row.stripe_subscription_id,
    sessionId,
  };
}

/**
 * Decides a looked-up session as of now: gone or expired (an expired row is deleted), or valid,
 * extended when past its half-life.
 */
export async function settleSession(
  ctx: ServiceContext,
  input: { sessionId: string; row: SessionRow | null },
): Promise<SessionCheck> {
  const { sessionId, row } = input;
  if (!row) return { state: "expired" };
  const now = ctx.now();
  if (row.expires_at <= now) {
    await ctx.db.delete(sessions).where(eq(sessions.id, sessionId));
    return { state: "expired" };
  }
  let expiresAt = new Date(row.expires_at);
  const extended = row.expires_at - now < SESSION_REFRESH_BELOW_MS;
  if (extended) {
    expiresAt = new Date(now + SESSION_DURATION_MS);
    await ctx.db
      .update(sessions)
      .set({ expiresAt, lastSeenAt: new Date(now) })
      .where(eq(sessions.id, sessionId));
  }
  return { state: "valid", actor: actorOfRow(row, sessionId), expiresAt, extended };
}

/** Resolves a cookie's token to its actor, extending the session when it is past its half-life. */
export async function validateSessionToken(ctx: ServiceContext, input: { token: string }): Promise<SessionCheck> {
  const { token } = input;
  const sessionId = sessionIdOf(token);
  const row = await sessionLookup(ctx.env.DB, sessionId).first<SessionRow>();
  return settleSession(ctx, { sessionId, row });
}

export async function revokeSession(ctx: ServiceContext, input: { sessionId: string }): Promise<void> {
  const { sessionId } = input;
  await ctx.db.delete(sessions).where(eq(sessions.id, sessionId));
}
