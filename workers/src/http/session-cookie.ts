import type { Context } from "hono";
import { generateCookie, getCookie } from "hono/cookie";
import { readConfig } from "../core/env";
import type { AppEnv } from "./types";

/** Named in the OpenAPI document's security scheme (routes/system/reference.ts). */
export const SESSION_COOKIE_NAME = "truerate_session";

export function readSessionToken(c: Context<AppEnv>): string | null {
  const token = getCookie(c, SESSION_COOKIE_NAME);
  // A token is 32 base32 characters; anything else cannot be one, so it costs no query.
  return token && /^[a-z2-7]{32}$/.test(token) ? token : null;
}

/**
 * Secure everywhere except plain-http local development and tests, where browsers would drop a
 * Secure cookie (Chromium allows it on localhost but not on 127.0.0.1 in every version).
 */
function isSecure(c: Context<AppEnv>): boolean {
  const { ENVIRONMENT } = readConfig(c.env);
  const plainHttp = new URL(c.req.url).protocol === "http:";
  return !(plainHttp && (ENVIRONMENT === "development" || ENVIRONMENT === "test"));
}

/** Adds a Set-Cookie header, before or after the response was created. */
function appendSetCookie(c: Context<AppEnv>, value: string) {
  c.header("set-cookie", value, { append: true });
}

export function setSessionCookie(c: Context<AppEnv>, token: string, expiresAt: Date, now: number) {
  appendSetCookie(
    c,
    generateCookie(SESSION_COOKIE_NAME, token, {
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
      secure: isSecure(c),
      // Rounded: the few milliseconds between issuing and answering must not shave a second off.
      maxAge: Math.max(0, Math.round((expiresAt.getTime() - now) / 1000)),
    }),
  );
}

export function clearSessionCookie(c: Context<AppEnv>) {
  appendSetCookie(
    c,
    generateCookie(SESSION_COOKIE_NAME, "", {
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
      secure: isSecure(c),
      maxAge: 0,
    }),
  );
}

/** True when the response already sets the session cookie (sign-in, sign-out), so nothing overrides it. */
export function responseSetsSessionCookie(c: Context<AppEnv>): boolean {
  return c.res.headers.getSetCookie().some((cookie) => cookie.startsWith(`${SESSION_COOKIE_NAME}=`));
}
