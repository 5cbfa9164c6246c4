import type { Context, MiddlewareHandler } from "hono";
import type { LiveSession } from "../db/live-session";
import { lookUpSessionWith } from "../db/queries/sessions";
import { sessionIdOf, settleSession, validateSessionToken } from "../services/accounts/sessions";
import { applySessionCheck, requireUser } from "./auth";
import { serviceContext } from "./service-context";
import type { AppEnv } from "./types";

// The session lookup of a deferred route (DEFERRED_SESSION_ROUTES in http/auth.ts) travels in one
// D1 batch with the handler's query. Every answer stays what signedIn would have given: no cookie
// is a 401 before the body is read; a dead cookie is a 401 (and is cleared) before any row is used.

/** `signedIn` for a deferred route: without any session cookie, 401 now; a cookie is checked with the query. */
export const signedInDeferred: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.get("sessionState") !== "deferred") requireUser(c);
  await next();
};

/** Looks a deferred session up on its own, for an answer that has no query to send with it (a 400). */
export async function resolveDeferredSession(c: Context<AppEnv>): Promise<void> {
  const token = c.get("sessionToken");
  if (c.get("sessionState") !== "deferred" || !token) return;
  applySessionCheck(c, token, await validateSessionToken(serviceContext(c), { token }));
}

/**
 * Runs the handler's statement in the same D1 batch as the session lookup, then settles the session
 * as resolveActor would (401 when it is dead). `build` must guard its statement with
 * liveSessionCondition for the session it is given, so a forged cookie reads no rows. When the
 * session was already resolved, the statement runs alone.
 */
export async function queryWithSession<Row>(
  c: Context<AppEnv>,
  build: (session: LiveSession) => D1PreparedStatement,
): Promise<Row[]> {
  const ctx = serviceContext(c);
  const token = c.get("sessionToken");
  if (c.get("sessionState") !== "deferred" || !token) {
    const actor = requireUser(c);
    return (await build({ sessionId: actor.sessionId, now: ctx.now() }).all<Row>()).results;
  }
  const sessionId = sessionIdOf(token);
  const { lookup, query } = await lookUpSessionWith(ctx.env.DB, {
    sessionId,
    statement: build({ sessionId, now: ctx.now() }),
  });
  c.set("sqlMs", (lookup?.meta.duration ?? 0) + (query?.meta.duration ?? 0));
  const row = lookup?.results[0] ?? null;
  applySessionCheck(c, token, await settleSession(ctx, { sessionId, row }));
  requireUser(c);
  return (query?.results ?? []) as Row[];
}
