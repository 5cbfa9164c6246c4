// The one implementation of Standard Webhooks signatures, shared with the API that signs them.
// Bundled into the published package (tsup.config.ts), so no workspace import leaves it.
import { verifyWebhookSignature } from "@truerate/domain/partners/webhook-signature";
import createClient, { type Client } from "openapi-fetch";
import { unwrap } from "./errors";
import type { components, paths } from "./generated/schema";
import { itemsOf, pages } from "./pagination";
import type { RetryOptions } from "./retry";
import { createTransport } from "./transport";
import type { WebhookEvent } from "./webhook-events";

type Schemas = components["schemas"];
export type PartnerLoad = Schemas["PartnerLoad"];
export type PartnerLoadBatchResult = Schemas["PartnerLoadBatchResult"];
export type LaneInput = Schemas["LaneInput"];
export type RateLookupResult = Schemas["RateLookupResult"];
export type LaneRates = Schemas["LaneRates"];
export type HistoryLaneInput = Schemas["HistoryLaneInput"];
/** One broker to score: `{ mcNumber }` or `{ dotNumber }`. */
export type BrokerScoreQuery = Schemas["BrokerScoreQuery"];
export type LaneHistoryResult = Schemas["LaneHistoryResult"];
export type WebhookEndpointWithSecret = Schemas["WebhookEndpointWithSecret"];
export type WebhookDelivery = Schemas["WebhookDelivery"];
export type WebhookEventType = Schemas["WebhookEndpoint"]["events"][number];
/** One load to push: the portal's load fields plus your own id and the carrier. */
export type PartnerLoadInput = Schemas["PartnerLoadItem"];

export type PartnerLoadChanges = Schemas["PartnerLoadChanges"];
export type ChangesQuery = { since?: string; cursor?: string; limit?: number };
export type DeliveriesQuery = {
  status?: WebhookDelivery["status"];
  endpointId?: string;
  /** Deliveries per page, at most 100. */
  limit?: number;
  /** A delivery's id: only the deliveries older than it. */
  before?: string;
};

export interface PartnerClientOptions {
  /** The API's origin, e.g. `https://api.truerate.app` or `http://127.0.0.1:8787` against `npm start`. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** Space-separated scopes to ask for; all the client holds when absent. */
  scope?: string;
  fetch?: (request: Request) => Promise<Response>;
  /** Retries after 429 and 503 (honouring `Retry-After`); `{ maxAttempts: 1 }` turns them off. */
  retry?: RetryOptions;
}

/** Refresh a minute before expiry, so a request never leaves with a token about to lapse. */
const REFRESH_MARGIN_MS = 60_000;
const TOKEN_PATH = "/api/v1/oauth/token";
/** The API's largest page of deliveries. */
const DELIVERIES_PAGE = 100;

/**
 * The partner API in a few calls. Tokens are fetched on first use, renewed before they expire and
 * once more after a 401; 429 and 503 answers are retried as `Retry-After` says (a push with the
 * same Idempotency-Key); every failure is a `TrueRateApiError` carrying the API's problem.
 */
export function createPartnerClient(options: PartnerClientOptions) {
  let token: { value: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  const transport = createTransport({
    // Wrapped so a caller's fetch is never called with another `this`, and the global is read late.
    fetch: (request) => (options.fetch ? options.fetch(request) : fetch(request)),
    retry: options.retry,
    token: async (request, { fresh }) => {
      if (new URL(request.url).pathname.endsWith(TOKEN_PATH)) return null;
      if (fresh) token = null;
      if (token && token.expiresAt - REFRESH_MARGIN_MS > Date.now()) return token.value;
      // Requests that find no token share one exchange.
      pending ??= authenticate()
        .then((answer) => answer.access_token)
        .finally(() => {
          pending = null;
        });
      return pending;
    },
  });
  const client: Client<paths> = createClient<paths>({ baseUrl: options.baseUrl.replace(/\/+$/, ""), fetch: transport });

  async function authenticate(): Promise<Schemas["AccessToken"]> {
    const answer = await unwrap(
      client.POST(TOKEN_PATH, {
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

  const listChanges = (query: ChangesQuery = {}) => unwrap(client.GET("/api/v1/loads/changes", { params: { query } }));
  const listDeliveries = (query: DeliveriesQuery = {}) =>
    unwrap(client.GET("/api/v1/webhooks/deliveries", { params: { query } }));
  /** The change feed page by page, from `since` or a kept `cursor`, until it has no more. */
  const changePages = (query: ChangesQuery = {}) =>
    pages(query, listChanges, (page, asked) =>
      page.hasMore && page.nextCursor ? { ...asked, since: undefined, cursor: page.nextCursor } : null,
    );
  /** The delivery log page by page, newest first, to its oldest delivery. */
  const deliveryPages = (query: DeliveriesQuery = {}) => {
    const limit = query.limit ?? DELIVERIES_PAGE;
    return pages({ ...query, limit }, listDeliveries, (page, asked) => {
      const last = page.at(-1);
      return page.length === limit && last ? { ...asked, before: last.id } : null;
    });
  };

  return {
    /** The typed client of every operation, already authenticated. */
    client,
    authenticate,
    /**
     * Up to 1,000 loads; upserts by `partnerLoadId`; results per item. Sent with an Idempotency-Key
     * (yours, or one made for this call), so a retried push is carried out once.
     */
    pushLoads: (loads: PartnerLoadInput[], push: { idempotencyKey?: string } = {}) =>
      unwrap(
        client.POST("/api/v1/loads", {
          body: { loads },
          params: { header: { "idempotency-key": push.idempotencyKey ?? crypto.randomUUID() } },
        }),
      ) as Promise<PartnerLoadBatchResult>,
    getLoad: (partnerLoadId: string) =>
      unwrap(client.GET("/api/v1/loads/{partnerLoadId}", { params: { path: { partnerLoadId } } })),
    /** One page of the change feed; `changes()` and `changePages()` follow the cursor for you. */
    listChanges,
    changePages,
    /** Every change from `since` (or a kept `cursor`), oldest first, across pages. */
    changes: (query: ChangesQuery = {}) => itemsOf(changePages(query), (page) => page.items),
    /** Up to 100 lanes. */
    lookupRates: (lanes: LaneInput[]) => unwrap(client.POST("/api/v1/rates/lookups", { body: { lanes } })),
    /**
     * Up to 100 brokers by MC or DOT number: each one's transparency score (or why it has none), its 371.3
     * answers of the last 12 months and its days to pay, in order; an unknown broker answers `found: false`.
     */
    brokerScores: (brokers: BrokerScoreQuery[]) => unwrap(client.POST("/api/v1/brokers/scores", { body: { brokers } })),
    /** Up to 100 lanes: 13 months week by week, a withheld week a gap with its reason. */
    laneHistory: (lanes: HistoryLaneInput[]) => unwrap(client.POST("/api/v1/rates/history", { body: { lanes } })),
    createWebhookEndpoint: (url: string, events: WebhookEventType[]) =>
      unwrap(client.POST("/api/v1/webhooks/endpoints", { body: { url, events } })),
    /** Stops deliveries to the endpoint (its delivery log stays); its URL can be registered again. */
    deleteWebhookEndpoint: (endpointId: string) =>
      unwrap(client.DELETE("/api/v1/webhooks/endpoints/{id}", { params: { path: { id: endpointId } } })),
    pingWebhook: (endpointId: string) =>
      unwrap(client.POST("/api/v1/webhooks/endpoints/{id}/ping", { params: { path: { id: endpointId } } })),
    /** One page of the delivery log; `deliveries()` and `deliveryPages()` page through all of it. */
    listDeliveries,
    deliveryPages,
    /** Every delivery, newest first, across pages. */
    deliveries: (query: DeliveriesQuery = {}) => itemsOf(deliveryPages(query), (page) => page),
    replayDelivery: (deliveryId: string) =>
      unwrap(client.POST("/api/v1/webhooks/deliveries/{id}/replay", { params: { path: { id: deliveryId } } })),
  };
}

export type PartnerClient = ReturnType<typeof createPartnerClient>;

/**
 * Why a webhook did not verify (the shared rule's reasons: passing one it does not know fails to
 * compile). Written out here, not re-exported from the domain: the published types must not name a
 * workspace package (tsup bundles the code, not the declarations' imports).
 */
export type WebhookVerificationFailure = "missing_headers" | "stale" | "mismatch";

export class WebhookVerificationError extends Error {
  override name = "WebhookVerificationError";
  constructor(readonly reason: WebhookVerificationFailure) {
    super(`The webhook's signature does not verify (${reason})`);
  }
}

/**
 * Checks a received webhook (Standard Webhooks: webhook-id, webhook-timestamp, webhook-signature)
 * against your endpoint's secret and returns the parsed event, typed by its `type`; throws
 * `WebhookVerificationError`. Pass the raw body text, exactly as received.
 */
export async function verifyWebhook(
  secret: string,
  headers: Headers | Record<string, string | string[] | undefined>,
  body: string,
): Promise<WebhookEvent> {
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
  return JSON.parse(body) as WebhookEvent;
}
