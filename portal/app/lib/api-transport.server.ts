import type { PortalEnv } from "./portal-env";

const DEFAULT_API_ORIGIN = "http://127.0.0.1:8787";

// Headers that describe one hop only; forwarding them would confuse the next hop. Accept-Encoding
// goes too: compressing between the portal and the API buys nothing, and the runtime would
// re-encode the body for the browser with whatever the API chose (the edge compresses anyway).
const HOP_BY_HOP = [
  "connection",
  "keep-alive",
  "transfer-encoding",
  "upgrade",
  "host",
  "content-length",
  "accept-encoding",
];

/**
 * Sends a request to the API worker: through the `API` service binding when it is bound
 * (production), otherwise over HTTP to `API_ORIGIN` (local `wrangler dev`). `publicUrl` is the
 * portal URL the browser asked for; only its path and query are kept, and its origin is passed on
 * as X-Forwarded-Host/-Proto so the API can build links and cookies for the portal's origin.
 */
export function sendToApi(env: PortalEnv, publicUrl: URL, init: RequestInit): Promise<Response> {
  const headers = new Headers(init.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  headers.set("x-forwarded-host", publicUrl.host);
  headers.set("x-forwarded-proto", publicUrl.protocol.replace(":", ""));

  const path = `${publicUrl.pathname}${publicUrl.search}`;
  // Redirects go back to the browser untouched instead of being followed here.
  const request: RequestInit = { ...init, headers, redirect: "manual" };
  if (env.API) return env.API.fetch(new URL(path, publicUrl.origin).toString(), request);
  return fetch(new URL(path, env.API_ORIGIN || DEFAULT_API_ORIGIN).toString(), request);
}

/** Forwards a browser request as it is: method, headers (cookies included) and body. */
export function forwardToApi(env: PortalEnv, request: Request): Promise<Response> {
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return sendToApi(env, new URL(request.url), {
    method: request.method,
    headers: request.headers,
    body: hasBody ? request.body : null,
  });
}

/** Whether a portal path belongs to the API: `/api` and everything under it, empty segments included. */
export const isApiPath = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");

/**
 * The API's answer to a browser request on the portal's origin (status, body, every Set-Cookie),
 * or the API's own 503 problem when it cannot be reached, so clients handle one error format.
 */
export async function answerFromApi(env: PortalEnv, request: Request): Promise<Response> {
  try {
    const response = await forwardToApi(env, request);
    // A fresh Response makes the headers mutable for the runtime; all Set-Cookie lines are kept.
    return new Response(response.body, response);
  } catch (error) {
    console.error("API unreachable", error);
    const message = "The service is temporarily unavailable. Please try again.";
    const body = {
      type: "about:blank",
      title: "SERVICE_UNAVAILABLE",
      status: 503,
      detail: message,
      code: "SERVICE_UNAVAILABLE",
      message,
      error: message,
    };
    return new Response(JSON.stringify(body), {
      status: 503,
      headers: { "content-type": "application/problem+json" },
    });
  }
}
