// The response headers the API sends, as reusable OpenAPI header objects (components.headers), and
// the cross-cutting ones declared on every operation that sends them: the partner rate limit (set by
// requirePartner on each answer it lets through and on its 429) and Retry-After (every 429 and 503
// problem carries it). Operation-specific ones (Location, Idempotent-Replayed) are named by their routes.

type HeaderObject = { description: string; required: boolean; schema: Record<string, unknown> };

export const RESPONSE_HEADERS = {
  RateLimit: {
    description:
      "This client's quota in the current window (draft-ietf-httpapi-ratelimit-headers): `r` requests remain, " +
      "the window resets in `t` seconds.",
    required: true,
    schema: { type: "string", example: '"per-client";r=599;t=42' },
  },
  "RateLimit-Policy": {
    description: "This client's limit: `q` requests per `w`-second window.",
    required: true,
    schema: { type: "string", example: '"per-client";q=600;w=60' },
  },
  "Retry-After": {
    description: "Seconds to wait before trying again; a client that retries sends the same Idempotency-Key.",
    required: true,
    schema: { type: "integer", minimum: 1, example: 30 },
  },
  "Idempotent-Replayed": {
    description: "`true` when the answer is the stored first answer to this Idempotency-Key, not a new one.",
    required: false,
    schema: { type: "string", enum: ["true"] },
  },
  Location: {
    description: "Where the created record is read.",
    required: true,
    schema: {
      type: "string",
      format: "uri-reference",
      example: "/api/loads/6c0e5a4e-2b1f-4c1a-9a55-0d7f1b3e9a21/record",
    },
  },
} satisfies Record<string, HeaderObject>;

export type ResponseHeaderName = keyof typeof RESPONSE_HEADERS;

/** A response's `headers`, each a reference to its component. */
export function headerRefs(...names: ResponseHeaderName[]) {
  return Object.fromEntries(names.map((name) => [name, { $ref: `#/components/headers/${name}` }]));
}

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Adds components.headers and the cross-cutting headers to a generated document: Retry-After on
 * every 429 and 503, RateLimit and RateLimit-Policy on the 2xx and 429 answers of every operation
 * behind `partnerScheme` (requirePartner counts the request before the route runs).
 */
export function declareResponseHeaders(document: JsonObject, partnerScheme: string): void {
  document.components = { ...(isObject(document.components) ? document.components : {}), headers: RESPONSE_HEADERS };
  for (const item of Object.values(isObject(document.paths) ? document.paths : {})) {
    for (const operation of Object.values(isObject(item) ? item : {})) {
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      const security = Array.isArray(operation.security) ? operation.security : [];
      const limited = security.some((requirement) => isObject(requirement) && partnerScheme in requirement);
      for (const [status, response] of Object.entries(operation.responses)) {
        if (!isObject(response)) continue;
        const names: ResponseHeaderName[] = [];
        if (limited && (status.startsWith("2") || status === "429")) names.push("RateLimit", "RateLimit-Policy");
        if (status === "429" || status === "503") names.push("Retry-After");
        if (names.length === 0) continue;
        response.headers = { ...(isObject(response.headers) ? response.headers : {}), ...headerRefs(...names) };
      }
    }
  }
}
