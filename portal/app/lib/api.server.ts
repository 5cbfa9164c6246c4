import type { AppLoadContext } from "@remix-run/cloudflare";
import { sendToApi } from "./api-transport.server";
import { parseSessionUser, type SessionUser } from "./session-user";

/** Spec 000 §7: the current-user fetch gives up after 10 s. */
const USER_TIMEOUT_MS = 10_000;

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
  const cookie = request.headers.get("cookie");
  if (cookie) headers.set("cookie", cookie);
  if (!headers.has("accept")) headers.set("accept", "application/json");
  return sendToApi(context.cloudflare.env, new URL(path, request.url), { ...init, headers });
}

// One user lookup per page request, although the root and layout loaders both ask for it.
// The load context is a fresh object per request, so it keys the cache and is then collected.
const userByRequest = new WeakMap<AppLoadContext, Promise<SessionUser | null>>();

/** The signed-in user, or null: a 401, a 404 (accounts API not there yet) or any failure is signed out. */
export function getCurrentUser(context: AppLoadContext, request: Request): Promise<SessionUser | null> {
  let pending = userByRequest.get(context);
  if (!pending) {
    pending = fetchCurrentUser(context, request);
    userByRequest.set(context, pending);
  }
  return pending;
}

async function fetchCurrentUser(context: AppLoadContext, request: Request): Promise<SessionUser | null> {
  if (!request.headers.get("cookie")) return null; // no cookie, no session: spare the round trip
  try {
    const response = await apiFetch(context, request, "/api/user", {
      headers: { "cache-control": "no-cache", "x-requested-with": "XMLHttpRequest" },
      signal: AbortSignal.timeout(USER_TIMEOUT_MS),
    });
    if (response.status !== 200) {
      await response.body?.cancel(); // release the connection; the body is not needed
      return null;
    }
    return parseSessionUser(await response.json());
  } catch (error) {
    console.error("GET /api/user failed; treating the visitor as signed out", error);
    return null;
  }
}
