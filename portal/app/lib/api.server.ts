import type { AppLoadContext } from "@remix-run/cloudflare";
import { TrueRateApiError } from "@truerate/sdk";
import { apiClient } from "./api-client.server";
import type { User } from "./session-user";

/** docs/product.md#accounts-calls: the current-user fetch gives up after 10 s. */
const USER_TIMEOUT_MS = 10_000;

/** Response headers that pass the API's cookies on to the browser. */
export function cookieHeaders(from: Response | readonly string[], headers = new Headers()): Headers {
  const setCookies = from instanceof Response ? from.headers.getSetCookie() : from;
  for (const cookie of setCookies) headers.append("set-cookie", cookie);
  return headers;
}

/** Who is asking: the user (null when signed out), and whether a session expired. */
interface SessionLookup {
  /** The answer of GET /api/user: the shell reads a few fields, the profile all of them. */
  user: User | null;
  /** A session cookie was presented but the API no longer accepts it (docs/product.md#accounts-screens-and-routes 'Session Expired'). */
  expired: boolean;
  /** The API's Set-Cookie lines (a cleared stale cookie, a slid expiry), for the browser. */
  setCookies: string[];
}

const SIGNED_OUT: SessionLookup = { user: null, expired: false, setCookies: [] };

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

/** The signed-in user, or null: a 401, a 404, a time-out or any other failure counts as signed out. */
export async function getCurrentUser(context: AppLoadContext, request: Request): Promise<User | null> {
  return (await getSession(context, request)).user;
}

async function fetchSession(context: AppLoadContext, request: Request): Promise<SessionLookup> {
  if (!request.headers.get("cookie")) return SIGNED_OUT; // no cookie, no session: spare the round trip
  const { data, error, response } = await apiClient(context, request).GET("/api/user", {
    headers: { "cache-control": "no-cache", "x-requested-with": "XMLHttpRequest" },
    signal: AbortSignal.timeout(USER_TIMEOUT_MS),
  });
  const setCookies = response.headers.getSetCookie();
  if (data) return { user: data, expired: false, setCookies };
  const problem = new TrueRateApiError(response, error);
  return { ...SIGNED_OUT, expired: problem.details?.sessionExpired === true, setCookies };
}
