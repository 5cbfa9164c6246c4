import type { MiddlewareHandler } from "hono";
import { getCookie } from "hono/cookie";
import { readConfig } from "../core/env";
import { forbidden } from "../core/errors";
import { SESSION_COOKIE_NAME } from "./session-cookie";
import type { AppEnv } from "./types";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_ORIGIN_MESSAGE = "Requests from another site are not accepted";
export const MISSING_ORIGIN_MESSAGE = "A signed-in request that changes data must send its Origin header";

/**
 * CSRF defence for cookie sessions (SameSite=Lax is the second layer). A state-changing request that
 * names an Origin other than the portal's (APP_ORIGIN) is refused, signed in or not (that also stops
 * login CSRF). The API's own origin is not the portal: it serves documents and the reference page,
 * and nothing there may write with the user's cookie. One without Origin
 * is refused only when it carries the session cookie: browsers always send Origin on such requests,
 * and API clients without cookies (partners, webhooks, scripts) have no ambient authority to abuse.
 */
export const refuseCrossOriginWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header("origin");
  if (origin !== undefined) {
    if (origin !== new URL(readConfig(c.env).APP_ORIGIN).origin) throw forbidden(CROSS_ORIGIN_MESSAGE);
  } else if (getCookie(c, SESSION_COOKIE_NAME) !== undefined) {
    throw forbidden(MISSING_ORIGIN_MESSAGE);
  }
  return next();
};
