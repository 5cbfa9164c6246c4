import createClient, { type Client } from "openapi-fetch";
import { unwrap } from "./errors";
import type { components, paths } from "./generated/schema";

export {
  type FetchResult,
  type FieldErrors,
  type Problem,
  type ProblemCode,
  TrueRateApiError,
  UNEXPECTED_RESPONSE,
  unwrap,
} from "./errors";
export type { components, operations, paths } from "./generated/schema";

export type Health = components["schemas"]["Health"];

export interface TrueRateClientOptions {
  /** The API's origin, e.g. `https://truerate.app` (operation paths already start with `/api`). */
  baseUrl: string;
  /** Replaces the global fetch: a service binding's fetch, or a test's `exports.default.fetch`. */
  fetch?: (request: Request) => Promise<Response>;
  /** Sent with every request, e.g. the caller's `cookie` when the portal calls on a user's behalf. */
  headers?: Record<string, string>;
}

/** Friendly methods for common calls: the data on success, a `TrueRateApiError` otherwise. */
export interface TrueRateFacade {
  health(): Promise<Health>;
}

/** The typed openapi-fetch client (`GET`, `POST`, … for every operation) plus the friendly methods. */
export type TrueRateClient = Client<paths> & TrueRateFacade;

export function createTrueRateClient(options: TrueRateClientOptions): TrueRateClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    headers: options.headers,
    // Wrapped so a caller's fetch is never called with another `this`, and the global is read late.
    fetch: (request) => (options.fetch ? options.fetch(request) : fetch(request)),
  });
  const facade: TrueRateFacade = {
    health: () => unwrap(client.GET("/api/health")),
  };
  return { ...client, ...facade };
}

export {
  type BrokerScoreQuery,
  type ChangesQuery,
  createPartnerClient,
  type DeliveriesQuery,
  type HistoryLaneInput,
  type LaneHistoryResult,
  type LaneInput,
  type LaneRates,
  type PartnerClient,
  type PartnerClientOptions,
  type PartnerLoad,
  type PartnerLoadBatchResult,
  type PartnerLoadChanges,
  type PartnerLoadInput,
  type RateLookupResult,
  verifyWebhook,
  type WebhookDelivery,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
  WebhookVerificationError,
  type WebhookVerificationFailure,
} from "./partner";
export { RETRY_DEFAULTS, type RetryOptions } from "./retry";
export type { WebhookEvent, WebhookEventName } from "./webhook-events";
