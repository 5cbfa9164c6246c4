import type { Actor } from "../../core/actor";
import type { ServiceContext } from "../../core/service-context";
import { deleteSession, extendSession, insertSession, readSession, type SessionRow } from "../../db/queries/sessions";
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
  await insertSession(ctx.db, {
    id: sessionIdOf(token),
    userId,
    createdAt: new Date(now),
    expiresAt,
    lastSeenAt: new Date(now),
    userAgent: userAgent?.slice(0, 256) ?? null,
  });
  return { token, expiresAt };
}

export type { SessionRow } from "../../db/queries/sessions";

export type SessionCheck = { state: "valid"; actor: Actor; expiresAt: Date; extended: boolean } | { state: "expired" };

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
    await deleteSession(ctx.db, sessionId);
    return { state: "expired" };
  }
  let expiresAt = new Date(row.expires_at);
  const extended = row.expires_at - now < SESSION_REFRESH_BELOW_MS;
  if (extended) {
    expiresAt = new Date(now + SESSION_DURATION_MS);
    await extendSession(ctx.db, { sessionId, expiresAt, now });
  }
  return { state: "valid", actor: actorOfRow(row, sessionId), expiresAt, extended };
}

/** Resolves a cookie's token to its actor, extending the session when it is past its half-life. */
export async function validateSessionToken(ctx: ServiceContext, input: { token: string }): Promise<SessionCheck> {
  const { token } = input;
  const sessionId = sessionIdOf(token);
  const row = await readSession(ctx.env.DB, sessionId);
  return settleSession(ctx, { sessionId, row });
}

export async function revokeSession(ctx: ServiceContext, input: { sessionId: string }): Promise<void> {
  const { sessionId } = input;
  await deleteSession(ctx.db, sessionId);
}
