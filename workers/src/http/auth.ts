import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { Actor } from "../core/actor";
import { AppError } from "../core/errors";
import { systemClock } from "../core/service-context";
import { serviceContext } from "../http/service-context";
import { type SessionCheck, validateSessionToken } from "../services/accounts/sessions";
import type { App } from "./app";
import { refuseCrossOriginWrites } from "./origin-check";
import {
  clearSessionCookie,
  readSessionToken,
  responseSetsSessionCookie,
  SESSION_COOKIE_NAME,
  setSessionCookie,
} from "./session-cookie";
import type { AppEnv } from "./types";

export const SESSION_EXPIRED_MESSAGE = "Your session has expired. Please log in again.";

/**
 * Routes whose handler sends the session lookup in the same D1 batch as its own query
 * (http/deferred-session.ts): the hottest signed-in read pays one round trip instead of two.
 */
const DEFERRED_SESSION_ROUTES = new Set(["POST /api/loads/search"]);

const defersSessionLookup = (c: Context<AppEnv>) => DEFERRED_SESSION_ROUTES.has(`${c.req.method} ${c.req.path}`);

/**
 * Resolves the session cookie into `actor` for every /api route. A stale cookie is cleared; a
 * session past its half-life is extended and its cookie re-sent with the new lifetime. On the
 * routes of http/deferred-session.ts the lookup is left to the handler, which sends it in the same
 * D1 round trip as its own query; the cookie is settled here all the same.
 */
export const resolveActor: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("actor", null);
  c.set("sessionState", "none");

  if (getCookie(c, SESSION_COOKIE_NAME) !== undefined) {
    const token = readSessionToken(c);
    if (!token) applySessionCheck(c, null, { state: "expired" });
    else if (defersSessionLookup(c)) {
      c.set("sessionState", "deferred");
      c.set("sessionToken", token);
    } else applySessionCheck(c, token, await validateSessionToken(serviceContext(c), { token }));
  }

  await next();

  // After the route: sign-in and sign-out set the cookie themselves and win.
  const settled = c.get("sessionCookie");
  if (settled && !responseSetsSessionCookie(c)) {
    if (settled.refresh) setSessionCookie(c, settled.refresh.token, settled.refresh.expiresAt, settled.refresh.now);
    else clearSessionCookie(c);
  }
};

/** Records a session lookup's outcome on the request: the actor, and what the cookie needs. */
export function applySessionCheck(c: Context<AppEnv>, token: string | null, check: SessionCheck) {
  if (check.state === "valid" && token) {
    c.set("actor", check.actor);
    c.set("sessionState", "valid");
    if (check.extended) {
      const now = (c.get("clock") ?? systemClock).now();
      c.set("sessionCookie", { refresh: { token, expiresAt: check.expiresAt, now } });
    }
  } else {
    c.set("actor", null);
    c.set("sessionState", "expired");
    c.set("sessionCookie", { refresh: null });
  }
}

/** The signed-in actor, or a 401 that tells an expired session apart from no session. */
export function requireUser(c: Context<AppEnv>): Actor {
  const actor = c.get("actor");
  if (actor) return actor;
  if (c.get("sessionState") === "expired") {
    throw new AppError("UNAUTHENTICATED", SESSION_EXPIRED_MESSAGE, { sessionExpired: true });
  }
  throw new AppError("UNAUTHENTICATED", "Please log in to continue.");
}

/** The session layer of every /api route; register before any route. */
export function registerSessionMiddleware(app: App) {
  app.use("/api/*", refuseCrossOriginWrites);
  app.use("/api/*", resolveActor);
}
