import type { Context, MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import type { Actor } from "../services/auth/actor";
import { validateSessionToken } from "../services/auth/sessions";
import type { App } from "./app";
import { AppError, forbidden } from "./errors";
import { refuseCrossOriginWrites } from "./origin-check";
import { serviceContext } from "./service-context";
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
 * Resolves the session cookie into `actor` for every /api route. A stale cookie is cleared; a
 * session past its half-life is extended and its cookie re-sent with the new lifetime.
 */
export const resolveActor: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("actor", null);
  c.set("sessionState", "none");
  let refresh: { token: string; expiresAt: Date; now: number } | null = null;
  let clear = false;

  if (getCookie(c, SESSION_COOKIE_NAME) !== undefined) {
    const token = readSessionToken(c);
    const ctx = serviceContext(c);
    const check = token ? await validateSessionToken({ ctx, token }) : ({ state: "expired" } as const);
    if (check.state === "valid" && token) {
      c.set("actor", check.actor);
      c.set("sessionState", "valid");
      if (check.extended) refresh = { token, expiresAt: check.expiresAt, now: ctx.now() };
    } else {
      c.set("sessionState", "expired");
      clear = true;
    }
  }

  await next();

  // After the route: sign-in and sign-out set the cookie themselves and win.
  if ((refresh || clear) && !responseSetsSessionCookie(c)) {
    if (refresh) setSessionCookie(c, refresh.token, refresh.expiresAt, refresh.now);
    else clearSessionCookie(c);
  }
};

/** The signed-in actor, or a 401 that tells an expired session apart from no session. */
export function requireUser(c: Context<AppEnv>): Actor {
  const actor = c.get("actor");
  if (actor) return actor;
  if (c.get("sessionState") === "expired") {
    throw new AppError("UNAUTHENTICATED", SESSION_EXPIRED_MESSAGE, { sessionExpired: true });
  }
  throw new AppError("UNAUTHENTICATED", "Please log in to continue.");
}

export function requireAdmin(c: Context<AppEnv>): Actor {
  const actor = requireUser(c);
  if (!actor.isAdmin) throw forbidden("Administrators only");
  return actor;
}

export function requireRole(c: Context<AppEnv>, ...roles: Actor["role"][]): Actor {
  const actor = requireUser(c);
  if (!actor.isAdmin && !roles.includes(actor.role)) throw forbidden("Not available for your account type");
  return actor;
}

/** The session layer of every /api route; register before any route. */
export function registerSessionMiddleware(app: App) {
  app.use("/api/*", refuseCrossOriginWrites);
  app.use("/api/*", resolveActor);
}
