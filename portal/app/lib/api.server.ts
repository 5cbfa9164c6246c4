import type { AppLoadContext } from "@remix-run/cloudflare";
import { type ApiProblem, readProblem, unreachableProblem } from "./api-problem";
import { sendToApi } from "./api-transport.server";
import { parseSessionUser, type SessionUser } from "./session-user";

/** Spec 000 the spec's calls: the current-user fetch gives up after 10 s. */
const USER_TIMEOUT_MS = 10_000;
/** Other calls from loaders and actions: long enough for a slow hash, short enough to answer. */
const CALL_TIMEOUT_MS = 15_000;

/**
 * What a server-side call carries over from the browser's request: the session cookie; the Origin,
 * so the API's cross-site check judges the browser's page rather than the portal's server; the
 * client address, which sign-in throttling counts; and the user agent, recorded with a session.
 */
const FORWARDED_HEADERS = ["cookie", "origin", "cf-connecting-ip", "user-agent"] as const;

/**
 * Calls the API for a loader or action, as the browser would: same origin, the browser's cookie
 * forwarded, so the API applies the signed-in user's rules. The portal never reads the database.
 */
export function apiFetch(
  context: AppLoadContext,
  request: Request,
  path: `/api/${string}`,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers.get(name);
    if (value && !headers.has(name)) headers.set(name, value);
  }
  if (!headers.has("accept")) headers.set("accept", "application/json");
  return sendToApi(context.cloudflare.env, new URL(path, request.url), { ...init, headers });
}

export type ApiResult =
  | { ok: true; status: number; body: unknown; setCookies: string[] }
  | { ok: false; problem: ApiProblem; setCookies: string[] };

/**
 * A JSON call for an action: the answer's body on success, the problem otherwise, and in both
 * cases the Set-Cookie lines the browser must receive (a new session, a cleared one).
 */
export async function apiCall(
  context: AppLoadContext,
  request: Request,
  path: `/api/${string}`,
  { method = "GET", json, headers: extraHeaders }: { method?: string; json?: unknown; headers?: HeadersInit } = {},
): Promise<ApiResult> {
  const headers = new Headers(extraHeaders);
  if (json !== undefined) headers.set("content-type", "application/json");
  let response: Response;
  try {
    response = await apiFetch(context, request, path, {
      method,
      headers,
      body: json === undefined ? null : JSON.stringify(json),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch (error) {
    console.error(`${method} ${path} failed`, error);
    return { ok: false, problem: unreachableProblem(), setCookies: [] };
  }
  const setCookies = response.headers.getSetCookie();
  if (!response.ok) return { ok: false, problem: await readProblem(response), setCookies };
  const body: unknown = await response.json().catch(() => null);
  return { ok: true, status: response.status, body, setCookies };
}

/** Response headers that pass the API's cookies on to the browser. */
export function cookieHeaders(setCookies: readonly string[], headers = new Headers()): Headers {
  for (const cookie of setCookies) headers.append("set-cookie", cookie);
  return headers;
}

/** Who is asking: the user (null when signed out), the raw record, and whether a session expired. */
export interface SessionLookup {
  user: SessionUser | null;
  /** The body of GET /api/user, for screens that show more than the shell needs (the profile). */
  record: unknown;
  /** A session cookie was presented but the API no longer accepts it (the accounts spec's screens and routes 'Session Expired'). */
  expired: boolean;
  /** The API's Set-Cookie lines (a cleared stale cookie, a slid expiry), for the browser. */
  setCookies: string[];
}

const SIGNED_OUT: SessionLookup = { user: null, record: null, expired: false, setCookies: [] };

// One user lookup per page request, although the root and layout loaders both ask for it.
// The load context is a fresh object per request, so it keys the cache and is then collected.
const sessionByRequest = new WeakMap<AppLoadContext, Promise<SessionLookup>>();

export function getSession(context: AppLoadContext, request: Request): Promise<SessionLookup> {
  let pending = sessionByRequest.get(context);
  if (!pending) {
    pending = fetchSession(context, request);
    sessionByRequest.set(context, pending);
  }
  return pending;
}

/** The signed-in user, or null: a 401, a 404, a time-out or a bad body all count as signed out. */
export async function getCurrentUser(context: AppLoadContext, request: Request): Promise<SessionUser | null> {
  return (await getSession(context, request)).user;
}

async function fetchSession(context: AppLoadContext, request: Request): Promise<SessionLookup> {
  if (!request.headers.get("cookie")) return SIGNED_OUT; // no cookie, no session: spare the round trip
  try {
    const response = await apiFetch(context, request, "/api/user", {
      headers: { "cache-control": "no-cache", "x-requested-with": "XMLHttpRequest" },
      signal: AbortSignal.timeout(USER_TIMEOUT_MS),
    });
    const setCookies = response.headers.getSetCookie();
    if (response.status !== 200) {
      const problem = await readProblem(response);
      return { ...SIGNED_OUT, expired: problem.details.sessionExpired === true, setCookies };
    }
    const record: unknown = await response.json();
    return { user: parseSessionUser(record), record, expired: false, setCookies };
  } catch (error) {
    console.error("GET /api/user failed; treating the visitor as signed out", error);
    return SIGNED_OUT;
  }
}
