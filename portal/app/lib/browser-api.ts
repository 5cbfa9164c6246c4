import { createTrueRateClient, TrueRateApiError, type TrueRateClient } from "@truerate/sdk";

const JSON_TYPE = /^application\/([a-z.+-]*\+)?json$/i;

/**
 * docs/product.md#accounts-calls: an answer must be JSON. A proxy's HTML page or an empty body becomes a problem
 * saying what came instead, rather than a parse error nobody can act on.
 */
async function requireJson(response: Response): Promise<Response> {
  const type = response.headers.get("content-type")?.split(";")[0]?.trim() ?? "";
  if (response.status === 204 || JSON_TYPE.test(type)) return response;
  const start = (await response.text()).trim().slice(0, 40);
  const message = `Invalid server response format. Expected JSON but received ${type || "no content type"}${start ? `: ${start}` : ""}`;
  return Response.json({ message }, { status: 502, headers: { "content-type": "application/problem+json" } });
}

/**
 * The generated SDK client for code that runs in the browser (the payment forms, search as you
 * type): calls go to /api on the portal's own origin, which carries the session cookie and the
 * Origin the API's cross-site check wants. A network failure or time-out rejects; callers say so.
 */
export function browserApi(): TrueRateClient {
  return createTrueRateClient({
    baseUrl: window.location.origin,
    headers: { "x-requested-with": "XMLHttpRequest" },
    fetch: async (request) => requireJson(await fetch(request, { credentials: "same-origin", cache: "no-store" })),
  });
}

/** A refusal's own message (the problem's `message`), or null when the answer carried none. */
export function problemMessage(status: number, error: unknown): string | null {
  const problem = new TrueRateApiError(new Response(null, { status }), error);
  return problem.fromServer ? problem.message : null;
}

/** A refusal's message: the server's own, or `fallback` when the answer carried none (docs/product.md#accounts-error-catalogue). */
export function refusalMessage(response: Response, error: unknown, fallback: string): string {
  return problemMessage(response.status, error) ?? fallback;
}
