// The events a webhook endpoint receives, as a union discriminated by `type`: narrowing on
// `event.type` gives the event's own `data`. Taken from the contract's `webhooks` section once it
// declares one (generated into ./generated/schema.ts); until then, the payloads the API sends today.
import type { components, webhooks } from "./generated/schema";

type Schemas = components["schemas"];

/** The JSON body of each webhook the contract declares (each one's POST request body). */
type ContractEvents = {
  [Name in keyof webhooks]: webhooks[Name] extends {
    post: { requestBody?: { content: { "application/json": infer Body } } };
  }
    ? Body
    : never;
}[keyof webhooks];

interface Envelope<Type extends string, Data> {
  type: Type;
  /** When it happened (ISO 8601). */
  timestamp: string;
  data: Data;
}

/** The load an event is about: TrueRate's id and yours. */
interface AboutLoad {
  loadId: string;
  partnerLoadId: string;
}

type DeadlineData = AboutLoad & {
  /** The 48-hour deadline (49 CFR 371.3) of the broker's documents. */
  deadlineAt: string;
  complianceStatus: Schemas["PartnerLoad"]["complianceStatus"];
};

/** The payloads the API sends (workers/src/services/partners/webhooks/load-events.ts, endpoints.ts). */
type SentEvents =
  | Envelope<"load.deadline_met", DeadlineData>
  | Envelope<"load.deadline_missed", DeadlineData>
  | Envelope<"document.shared", AboutLoad & { documentId: string; documentType: string }>
  | Envelope<"document.identity_failed", AboutLoad & { documentId: string; identity: Schemas["IdentityVerdict"] }>
  | Envelope<"true_rate.verified", AboutLoad & { trueRate: number }>
  | Envelope<"webhook.ping", { endpointId: string }>;

/** A verified webhook: switch on `type` for its `data`. */
export type WebhookEvent = string extends keyof webhooks ? SentEvents : ContractEvents;
export type WebhookEventName = WebhookEvent["type"];
