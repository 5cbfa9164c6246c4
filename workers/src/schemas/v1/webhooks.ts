import { z } from "@hono/zod-openapi";
import { PARTNER_WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPES } from "@truerate/domain/partners/vocabulary";
import { webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { createSelectSchema } from "../from-table";
import { cursorPageQuery } from "../list-query";
import { documentedAs } from "../openapi";

const deliveryColumns = createSelectSchema(webhookDeliveries).shape;

const endpointColumns = createSelectSchema(webhookEndpoints).shape;

export const endpointSchema = z
  .object({
    id: endpointColumns.id.openapi({ example: "3f2a9c1e-0b7d-4e55-8a1c-9d2e4f6a8b10" }),
    url: endpointColumns.url.openapi({ example: "https://tms.example.com/hooks/truerate" }),
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    createdAt: z.string(),
    previousSecretExpiresAt: z
      .string()
      .nullable()
      .openapi({ description: "Until when deliveries are also signed with the secret before the last rotation." }),
  })
  .openapi("WebhookEndpoint");

export const createEndpointSchema = z
  .object({
    url: z
      .string()
      .max(2000)
      .openapi({
        description:
          "An https URL on a public host name, port 443 (or 1024–65535 but database and cluster ports). Refused, " +
          "each with its reason in `details.fields.url`: IP addresses in any notation; localhost and .local, " +
          ".localhost, .localdomain, .internal or .home.arpa names; single-label and trailing-dot names; wildcard " +
          "DNS services (nip.io, sslip.io…) and names embedding an internal address; user names and passwords; a " +
          "name that resolves to a private, loopback, link-local, CGNAT, multicast or reserved address. The name " +
          "is resolved again before each delivery, and redirects are never followed. Outside production, plain " +
          "http to 127.0.0.1, localhost or [::1] is allowed for local testing.",
        example: "https://tms.example.com/hooks/truerate",
      }),
    events: z
      .array(z.enum(WEBHOOK_EVENT_TYPES, { error: `Events are ${WEBHOOK_EVENT_TYPES.join(", ")}` }))
      .min(1, { error: "Choose at least one event" })
      .openapi({ example: ["load.deadline_met", "load.deadline_missed", "document.shared", "true_rate.verified"] }),
  })
  .openapi("CreateWebhookEndpoint");

export const endpointWithSecretSchema = z
  .object({
    endpoint: endpointSchema,
    secret: z.string().openapi({
      description: "The signing secret (Standard Webhooks `whsec_…`), shown this once.",
      example: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
    }),
  })
  .openapi("WebhookEndpointWithSecret");

export const deliverySchema = z
  .object({
    id: deliveryColumns.id.openapi({
      description: "The webhook-id header of every attempt.",
      example: "msg_5b1f0c9e2a7d4e55",
    }),
    endpointId: deliveryColumns.endpointId,
    eventType: deliveryColumns.eventType.openapi({ example: "load.deadline_met" }),
    // Stored as the JSON that was sent; documented as the events the `webhooks` section declares.
    payload: documentedAs(z.record(z.string(), z.unknown()), "WebhookEvent").openapi({
      example: {
        type: "load.deadline_met",
        timestamp: "2026-11-24T09:30:00.000Z",
        data: {
          loadId: "6c0e5a4e-2b1f-4c1a-9a55-0d7f1b3e9a21",
          partnerLoadId: "TMS-884120",
          deadlineAt: "2026-11-25T12:00:00.000Z",
          complianceStatus: "compliant",
        },
      },
    }),
    status: z.enum(PARTNER_WEBHOOK_DELIVERY_STATUSES).openapi({
      description:
        "`cancelled`: the endpoint was deleted before the delivery went out (retries already queued included); it " +
        "is never sent, and `lastError` says why.",
    }),
    attempts: z.number().int().openapi({
      description: "Every attempt made, replays included: a replay adds to it and keeps the earlier ones.",
      example: 1,
    }),
    replays: z.number().int().openapi({ description: "How many times you replayed it.", example: 0 }),
    nextAttemptAt: z.string().nullable(),
    lastStatusCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    deliveredAt: z.string().nullable(),
  })
  .openapi("WebhookDelivery");

export const deliveryWithHistorySchema = deliverySchema
  .extend({
    history: z
      .array(
        z.object({
          attempt: z.number().int().openapi({ description: "1, 2, … over the delivery's life.", example: 1 }),
          replay: z
            .number()
            .int()
            .openapi({ description: "0 for the first schedule, n for the n-th replay.", example: 0 }),
          attemptedAt: z.string().openapi({ example: "2026-11-24T09:30:01.000Z" }),
          statusCode: z.number().int().nullable().openapi({ example: 503 }),
          error: z.string().nullable().openapi({ example: "HTTP 503" }),
        }),
      )
      .openapi({ description: "Every attempt, oldest first." }),
  })
  .openapi("WebhookDeliveryWithHistory");

export const endpointParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "id", in: "path" }, example: "3f2a9c1e-0b7d-4e55-8a1c-9d2e4f6a8b10" }),
});

export const deliveryParams = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: "id", in: "path" }, example: "msg_5b1f0c9e2a7d4e55" }),
});

export const deleteWebhookEndpointResponseSchema = z.object({ deleted: z.literal(true) });

export const pingWebhookEndpointResponseSchema = z.object({
  deliveryId: z.string().openapi({ example: "msg_5b1f0c9e2a7d4e55" }),
});

/** A page of deliveries; older ones follow `before`, not a cursor. */
const DELIVERIES_PAGE = { default: 50, max: 100 };

export const deliveriesQuerySchema = z.object({
  status: z
    .enum(PARTNER_WEBHOOK_DELIVERY_STATUSES)
    .optional()
    .openapi({ param: { name: "status", in: "query" }, example: "failed" }),
  endpointId: z
    .string()
    .max(64)
    .optional()
    .openapi({ param: { name: "endpointId", in: "query" } }),
  limit: cursorPageQuery(DELIVERIES_PAGE).limit,
  before: z
    .string()
    .max(64)
    .optional()
    .openapi({
      param: { name: "before", in: "query" },
      // No example: any id but one of the caller's own deliveries is refused (400), so none is well-behaved.
      description: "A delivery's id: only the deliveries older than it (the next page after it).",
    }),
});
