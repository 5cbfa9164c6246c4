import type { AppLoadContext } from "@remix-run/cloudflare";
import { createTrueRateClient, type TrueRateClient } from "@truerate/sdk";
import { UNEXPECTED_ERROR } from "./api-problem";
import { sendToApi } from "./api-transport.server";

/** Calls from loaders and actions: long enough for a slow hash, short enough to answer. */
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
function apiFetch(
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

/**
 * The generated SDK client for a loader or action, speaking for the browser that made `request`:
 * its cookie, origin and address are forwarded (see `apiFetch`), and the call goes through the
 * service binding in production or to the local API in development. Types come from the OpenAPI
 * document, so an API change the portal has not caught up with fails the type check.
 *
 *   const api = apiClient(context, request);
 *   const { data, error, response } = await api.GET("/api/admin/deadlines");
 *   if (!data) throw new TrueRateApiError(response, error); // status, code, message, fieldErrors
 *
 * A call that gets no answer (network failure, time-out) is logged and answered as a 503 problem,
 * so every caller handles it like any other failure instead of catching.
 */
export function apiClient(context: AppLoadContext, request: Request): TrueRateClient {
  return createTrueRateClient({
    baseUrl: new URL(request.url).origin,
    fetch: async (outgoing) => {
      const url = new URL(outgoing.url);
      const path = `${url.pathname}${url.search}` as `/api/${string}`;
      const hasBody = outgoing.method !== "GET" && outgoing.method !== "HEAD";
      try {
        return await apiFetch(context, request, path, {
          method: outgoing.method,
          headers: outgoing.headers,
          body: hasBody ? await outgoing.arrayBuffer() : null,
          signal: AbortSignal.any([outgoing.signal, AbortSignal.timeout(CALL_TIMEOUT_MS)]),
        });
      } catch (error) {
        console.error(`${outgoing.method} ${url.pathname} failed`, error);
        return unreachable();
      }
    },
  });
}

function unreachable(): Response {
  const problem = { status: 503, code: "SERVICE_UNAVAILABLE", title: "SERVICE_UNAVAILABLE", message: UNEXPECTED_ERROR };
  return Response.json(problem, { status: 503, headers: { "content-type": "application/problem+json" } });
}
