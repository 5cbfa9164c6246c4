import type { AppLoadContext } from "@remix-run/cloudflare";
import { createTrueRateClient, type TrueRateClient } from "@truerate/sdk";
import { apiFetch } from "./api.server";

/**
 * The generated SDK client for a loader or action, speaking for the browser that made `request`:
 * its cookie, origin and address are forwarded (see `apiFetch`), and the call goes through the
 * service binding in production or to the local API in development. Types come from the OpenAPI
 * document, so an API change the portal has not caught up with fails the type check.
 *
 *   const api = apiClient(context, request);
 *   const { data, error, response } = await api.GET("/api/admin/deadlines");
 */
export function apiClient(context: AppLoadContext, request: Request): TrueRateClient {
  return createTrueRateClient({
    baseUrl: new URL(request.url).origin,
    fetch: async (outgoing) => {
      const url = new URL(outgoing.url);
      const hasBody = outgoing.method !== "GET" && outgoing.method !== "HEAD";
      return apiFetch(context, request, `${url.pathname}${url.search}` as `/api/${string}`, {
        method: outgoing.method,
        headers: outgoing.headers,
        body: hasBody ? await outgoing.arrayBuffer() : null,
      });
    },
  });
}
