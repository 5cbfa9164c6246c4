import { forwardToApi } from "../../app/lib/api-transport.server";
import type { PortalEnv } from "../../app/lib/portal-env";

/**
 * /api/* on the portal's origin is the API worker, so the session cookie stays first-party and the
 * browser needs no CORS. The API's answer (status, body, every Set-Cookie) goes back unchanged.
 */
export const onRequest: PagesFunction<PortalEnv> = async ({ request, env }) => {
  try {
    const response = await forwardToApi(env, request);
    // A fresh Response makes the headers mutable for the runtime; all Set-Cookie lines are kept.
    return new Response(response.body, response);
  } catch (error) {
    console.error("API unreachable", error);
    // The API's own error shape (application/problem+json), so clients handle one format.
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
};
