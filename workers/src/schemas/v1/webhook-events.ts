// The webhook events a partner's endpoint receives (the OpenAPI 3.1 `webhooks` section registers
// them in routes/v1/webhooks/events.ts): each event's payload, the shapes built in
// services/partners/webhooks (load-events.ts, emit.ts for the envelope and `partnerLoadId`,
// endpoints.ts for the ping), and the signature headers of every delivery.
import { z } from "@hono/zod-openapi";
import { DOCUMENT_TYPES, LOAD_COMPLIANCE_STATUSES } from "@truerate/domain/enums";
import { WEBHOOK_PING_EVENT, type WebhookEventType } from "@truerate/domain/partners/vocabulary";
import { DOUBLE_BROKERED_EXAMPLE, identityVerdictResponseSchema } from "../broker-identity";

const LOAD_ID_EXAMPLE = "6c0e5a4e-2b1f-4c1a-9a55-0d7f1b3e9a21";

/** What every load event says about its load: our id and yours. */
const loadFields = {
  loadId: z.string().openapi({ example: LOAD_ID_EXAMPLE }),
  partnerLoadId: z.string().openapi({ description: "Your id of the load, as you pushed it.", example: "TMS-884120" }),
};

const deadlineData = z.object({
  ...loadFields,
  deadlineAt: z.string().openapi({ format: "date-time", example: "2026-11-25T12:00:00.000Z" }),
  complianceStatus: z.enum(LOAD_COMPLIANCE_STATUSES).openapi({ example: "compliant" }),
});

/** The Standard Webhooks envelope: the event's type, when it happened, and its data. */
function envelope<Type extends string>(type: Type, data: z.ZodType, name: string, description: string) {
  return z
    .object({
      type: z.literal(type),
      timestamp: z
        .string()
        .openapi({ format: "date-time", description: "When it happened.", example: "2026-11-24T09:30:00.000Z" }),
      data,
    })
    .openapi(name, { description });
}

interface WebhookEvent {
  type: WebhookEventType | typeof WEBHOOK_PING_EVENT;
  operationId: string;
  summary: string;
  schema: z.ZodType;
}

export const WEBHOOK_EVENTS: WebhookEvent[] = [
  {
    type: "load.deadline_met",
    operationId: "onLoadDeadlineMet",
    summary: "A load's broker documents arrived within 48 hours",
    schema: envelope(
      "load.deadline_met",
      deadlineData,
      "LoadDeadlineMetEvent",
      "The broker shared the load's documents by its deadline; sent once per load.",
    ),
  },
  {
    type: "load.deadline_missed",
    operationId: "onLoadDeadlineMissed",
    summary: "A load's 48-hour deadline passed without the broker's documents",
    schema: envelope(
      "load.deadline_missed",
      deadlineData.extend({ complianceStatus: z.literal("overdue") }),
      "LoadDeadlineMissedEvent",
      "The deadline passed and the load is overdue; sent once per load.",
    ),
  },
  {
    type: "document.shared",
    operationId: "onDocumentShared",
    summary: "The broker shared a document of a load",
    schema: envelope(
      "document.shared",
      z.object({
        ...loadFields,
        documentId: z.string().openapi({ example: "3b0c4f0e-9d1e-4a53-8f43-6a2f5c1d7e21" }),
        documentType: z.enum(DOCUMENT_TYPES).openapi({ example: "rate_confirmation" }),
      }),
      "DocumentSharedEvent",
      "Sent once per document.",
    ),
  },
  {
    type: "document.identity_failed",
    operationId: "onDocumentIdentityFailed",
    summary: "A read rate confirmation fails the load's broker identity",
    schema: envelope(
      "document.identity_failed",
      z.object({
        ...loadFields,
        documentId: z.string().openapi({ example: "3b0c4f0e-9d1e-4a53-8f43-6a2f5c1d7e21" }),
        identity: identityVerdictResponseSchema.openapi({
          description:
            "The load's verdict as `getPartnerLoad` answers it: its `document` check fails, quoting what the rate " +
            "confirmation prints against the load's broker and its carrier (another carrier's MC: double brokering).",
          example: DOUBLE_BROKERED_EXAMPLE,
        }),
      }),
      "DocumentIdentityFailedEvent",
      "The broker's rate confirmation was read and its document match fails; sent once per document and content.",
    ),
  },
  {
    type: "true_rate.verified",
    operationId: "onTrueRateVerified",
    summary: "An administrator verified a load's true rate",
    schema: envelope(
      "true_rate.verified",
      z.object({
        ...loadFields,
        trueRate: z.number().openapi({ description: "What the broker was paid, US dollars.", example: 2650 }),
      }),
      "TrueRateVerifiedEvent",
      "Sent once per load and verified amount: a corrected amount is a new event.",
    ),
  },
  {
    type: WEBHOOK_PING_EVENT,
    operationId: "onWebhookPing",
    summary: "A test delivery you asked for",
    schema: envelope(
      WEBHOOK_PING_EVENT,
      z.object({ endpointId: z.string().openapi({ example: "3f2a9c1e-0b7d-4e55-8a1c-9d2e4f6a8b10" }) }),
      "WebhookPingEvent",
      "Sent only by `POST /api/v1/webhooks/endpoints/{id}/ping`, to every endpoint whatever its events.",
    ),
  },
];

/** Any one of the events, told apart by `type`: a delivery's payload. */
export const webhookEventSchema = z
  .union(WEBHOOK_EVENTS.map((event) => event.schema) as [z.ZodType, z.ZodType, ...z.ZodType[]])
  .openapi(
    "WebhookEvent",
    { description: "One of the webhook events, told apart by `type`." },
    { unionPreferredType: "oneOf" },
  );

/** The Standard Webhooks headers every delivery carries (verify them before trusting the body). */
export const signatureHeaders = z.object({
  "webhook-id": z.string().openapi({
    description: "The delivery's id, the same on every retry: deduplicate on it.",
    example: "msg_5b1f0c9e2a7d4e55",
  }),
  "webhook-timestamp": z
    .string()
    .openapi({ description: "Unix seconds of this attempt; refuse one far from your clock.", example: "1763976600" }),
  "webhook-signature": z.string().openapi({
    description:
      "`v1,<base64 HMAC-SHA256 of id.timestamp.body>` under the endpoint's secret; two, space-separated, while a " +
      "rotated secret overlaps.",
    example: "v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=",
  }),
});
