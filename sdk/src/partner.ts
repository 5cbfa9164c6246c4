// The one implementation of Standard Webhooks signatures, shared with the API that signs them.
// Bundled into the published package (tsup.config.ts), so no workspace import leaves it.
import { verifyWebhookSignature } from "@truerate/domain/partners/webhook-signature";
import createClient, { type Client } from "openapi-fetch";
import { unwrap } from "./errors";
import type { components, paths } from "./generated/schema";

type Schemas = components["schemas"];
export type PartnerLoad = Schemas["PartnerLoad"];
export type PartnerLoadBatchResult = Schemas["PartnerLoadBatchResult"];
export type LaneInput = Schemas["LaneInput"];
export type RateLookupResult = Schemas["RateLookupResult"];
export type LaneRates = Schemas["LaneRates"];
export type WebhookEndpointWithSecret = Schemas["WebhookEndpointWithSecret"];
export type WebhookDelivery = Schemas["WebhookDelivery"];
export type WebhookEventType = Schemas["WebhookEndpoint"]["events"][number];
/** One load to push: the portal's load fields plus your own id. */
export type PartnerLoadInput = Schemas["LoadInput"] & { partnerLoadId: string };

export interface PartnerClientOptions {
  /** The API's origin, e.g. `https://api.truerate.app` or `http://127.0.0.1:8787` against `npm start`. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Space-separated scopes to ask for; all the client holds when absent. */
  scope?: string;
  fetch?: (request: Request) => Promise<Response>;
}

/** Refresh a minute before expiry, so a request never leaves with a token about to lapse. */
const REFRESH_MARGIN_MS = 60_000;

/**
 * The partner API in a few calls. Tokens are fetched on first use and renewed before they expire;
 * every failure is a `TrueRateApiError` carrying the API's problem (`code`, `message`, `details`).
 */
export function createPartnerClient(options: PartnerClientOptions) {
  const doFetch = (request: Request) => (options.fetch ? options.fetch(request) : fetch(request));
  const client: Client<paths> = createClient<paths>({ baseUrl: options.baseUrl.replace(/\/+$/, ""), fetch: doFetch });
  let token: { value: string; expiresAt: number } | null = null;

  async function authenticate(): Promise<Schemas["AccessToken"]> {
    const answer = await unwrap(
      client.POST("/api/v1/oauth/token", {
        body: {
          grant_type: "client_credentials",
          client_id: options.clientId,
          client_secret: options.clientSecret,
          ...(options.scope ? { scope: options.scope } : {}),
        },
      }),
    );
    token = { value: answer.access_token, expiresAt: Date.now() + answer.expires_in * 1000 };
    return answer;
  }

  client.use({
    async onRequest({ request }) {
      if (new URL(request.url).pathname.endsWith("/api/v1/oauth/token")) return request;
      if (!token || token.expiresAt - REFRESH_MARGIN_MS < Date.now()) await authenticate();
      request.headers.set("authorization", `Bearer ${token?.value}`);
      return request;
    },
  });

  return {
    /** The typed client of every operation, already authenticated. */
    client,
    authenticate,
    /** Up to 1,000 loads; upserts by `partnerLoadId`; results per item. */
    pushLoads: (loads: PartnerLoadInput[], push: { idempotencyKey?: string } = {}) =>
      unwrap(
        client.POST("/api/v1/loads", {
          body: { loads: loads as unknown as Record<string, unknown>[] },
          params: { header: push.idempotencyKey ? { "idempotency-key": push.idempotencyKey } : {} },
        }),
      ) as Promise<PartnerLoadBatchResult>,
    getLoad: (partnerLoadId: string) =>
      unwrap(client.GET("/api/v1/loads/{partnerLoadId}", { params: { path: { partnerLoadId } } })),
    listChanges: (query: { since?: string; cursor?: string; limit?: number } = {}) =>
      unwrap(client.GET("/api/v1/loads/changes", { params: { query } })),
    /** Up to 100 lanes. */
    lookupRates: (lanes: LaneInput[]) => unwrap(client.POST("/api/v1/rates/lookups", { body: { lanes } })),
    createWebhookEndpoint: (url: string, events: WebhookEventType[]) =>
      unwrap(client.POST("/api/v1/webhooks/endpoints", { body: { url, events } })),
    /** Stops deliveries to the endpoint (its delivery log stays); its URL can be registered again. */
    deleteWebhookEndpoint: (endpointId: string) =>
      unwrap(client.DELETE("/api/v1/webhooks/endpoints/{id}", { params: { path: { id: endpointId } } })),
    pingWebhook: (endpointId: string) =>
      unwrap(client.POST("/api/v1/webhooks/endpoints/{id}/ping", { params: { path: { id: endpointId } } })),
    listDeliveries: (query: { status?: WebhookDelivery["status"]; endpointId?: string; limit?: number } = {}) =>
      unwrap(client.GET("/api/v1/webhooks/deliveries", { params: { query } })),
    replayDelivery: (deliveryId: string) =>
      unwrap(client.POST("/api/v1/webhooks/deliveries/{id}/replay", { params: { path: { id: deliveryId } } })),
  };
}

export type PartnerClient = ReturnType<typeof createPartnerClient>;

/** Why a webhook did not verify (the shared rule's reasons: passing one it does not know fails to compile). */
export type WebhookVerificationFailure = "missing_headers" | "stale" | "mismatch";

export class WebhookVerificationError extends Error {
  override name = "WebhookVerificationError";
  constructor(readonly reason: WebhookVerificationFailure) {
    super(`The webhook's signature does not verify (${reason})`);
  }
}

/**
 * Checks a received webhook (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature)
 * against your endpoint's secret and returns the parsed event; throws `WebhookVerificationError`.
 * Pass the raw body text, exactly as received.
 */
export async function verifyWebhook(
  secret: string,
  headers: Headers | Record<string, string | string[] | undefined>,
  body: string,
): Promise<{ type: string; timestamp: string; data: Record<string, unknown> }> {
  const read =
    headers instanceof Headers
      ? headers
      : {
          get: (name: string) => {
            const value = headers[name] ?? headers[name.toLowerCase()];
            return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
          },
        };
  const result = await verifyWebhookSignature(secret, read, body);
  if (!result.valid) throw new WebhookVerificationError(result.reason);
  return JSON.parse(body);
}
