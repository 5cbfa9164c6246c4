import { eq } from "drizzle-orm";
import { sessions, users } from "../../db/schema";
import type { ServiceContext } from "../../http/service-context";
import type { Actor } from "./actor";
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

export async function createSession({
  ctx,
  userId,
  userAgent,
}: {
  ctx: ServiceContext;
  userId: string;
  userAgent: string | null;
}): Promise<IssuedSession> {
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

/** Resolves a cookie's token to its actor, extending the session when it is past its half-life. */
export async function validateSessionToken({
  ctx,
  token,
}: {
  ctx: ServiceContext;
  token: string;
}): Promise<SessionCheck> {
  const id = sessionIdOf(token);
  const [row] = await ctx.db
    .select({
      expiresAt: sessions.expiresAt,
      userId: users.id,
      email: users.email,
      role: users.userType,
      isAdmin: users.isAdmin,
      brokerageId: users.brokerageId,
      subscriptionStatus: users.subscriptionStatus,
      hasPaidSubscription: users.hasPaidSubscription,
      subscriptionPeriodEnd: users.subscriptionPeriodEnd,
      currentSubscriptionId: users.stripeSubscriptionId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, id))
    .limit(1);
  if (!row) return { state: "expired" };

  const now = ctx.now();
  if (row.expiresAt.getTime() <= now) {
    await ctx.db.delete(sessions).where(eq(sessions.id, id));
    return { state: "expired" };
  }

  let expiresAt = row.expiresAt;
  const extended = expiresAt.getTime() - now < SESSION_REFRESH_BELOW_MS;
  if (extended) {
    expiresAt = new Date(now + SESSION_DURATION_MS);
    await ctx.db
      .update(sessions)
      .set({ expiresAt, lastSeenAt: new Date(now) })
      .where(eq(sessions.id, id));
  }
  const { expiresAt: _stored, ...identity } = row;
  return { state: "valid", actor: { ...identity, sessionId: id }, expiresAt, extended };
}

export async function revokeSession({ ctx, sessionId }: { ctx: ServiceContext; sessionId: string }): Promise<void> {
  await ctx.db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Every session of a user, for a batch that also changes the user (password reset, deletion). */
export const revokeAllSessions = (ctx: ServiceContext, userId: string) =>
  ctx.db.delete(sessions).where(eq(sessions.userId, userId));
