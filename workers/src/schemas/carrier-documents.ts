import { z } from "@hono/zod-openapi";
import { CARRIER_DEADLINE_STATUSES } from "@truerate/domain/compliance";
import {
  SHARED_DOCUMENTS_PAGE,
  SHARED_LOAD_ID_MAX_LENGTH,
  SHARED_SEARCH_MAX_LENGTH,
} from "@truerate/domain/documents/shared-list";
import { CARRIER_APPROVAL_STATUSES, DOCUMENT_TYPES, TRAILER_TYPES } from "@truerate/domain/enums";
import { documents, notifications } from "../db/schema";
import { documentTagsSchema, isoInstant } from "./documents";
import { createSelectSchema } from "./from-table";
import { numberedPageQuery } from "./list-query";
import { numberedPageAnswer } from "./numbered-page";
import { documentWaiverClausesSchema } from "./waiver-clauses";

const documentColumns = createSelectSchema(documents).shape;

const notificationColumns = createSelectSchema(notifications).shape;

export const carrierSharedDocumentSchema = z
  .object({
    id: documentColumns.id,
    fileName: documentColumns.fileName.openapi({ example: "Rate confirmation LD-20261123-01.pdf" }),
    documentType: documentColumns.documentType.openapi({ example: "compliance_doc" }),
    tags: documentTagsSchema,
    fileSize: z.number().int(),
    isEncrypted: documentColumns.isEncrypted,
    sharedAt: isoInstant("2026-11-23T18:00:00.000Z").nullable(),
    complianceDeadline: isoInstant("2026-11-25T15:04:05.000Z").nullable(),
    deadlineStatus: z.enum(CARRIER_DEADLINE_STATUSES).openapi({
      description:
        "The Shared Documents label as of now: no deadline, invalid, overdue, urgent (<12 h), warning (12–24 h), ok (≥24 h).",
      example: "ok",
    }),
    carrierViewedAt: isoInstant("2026-11-23T19:30:00.000Z").nullable(),
    carrierApprovalStatus: z.enum(CARRIER_APPROVAL_STATUSES),
    carrierApprovalDate: isoInstant("2026-11-23T19:31:00.000Z").nullable(),
    declineReason: z.string().nullable(),
    customMessage: z.string().nullable().openapi({ description: "The broker's message, when one was sent." }),
    loadId: z.string().nullable(),
    loadNumber: z.string().nullable(),
    loadBrokerName: z.string().nullable(),
    loadPickupCity: z.string().nullable(),
    loadPickupState: z.string().nullable(),
    loadDeliveryCity: z.string().nullable(),
    loadDeliveryState: z.string().nullable(),
    loadDate: z.string().nullable(),
    loadTrailerType: z.enum(TRAILER_TYPES).nullable(),
    loadRate: z.number().nullable().openapi({ description: "US dollars." }),
    loadWeight: z.number().int().nullable(),
    loadMileage: z.number().int().nullable(),
    waiverClauses: documentWaiverClausesSchema,
  })
  .openapi("CarrierSharedDocument");

/** Shared Documents' filters (each narrows the list; together they all hold) and page. */
export const carrierSharedQuerySchema = z.object({
  ...numberedPageQuery(SHARED_DOCUMENTS_PAGE),
  type: z
    .enum(DOCUMENT_TYPES, { error: `type must be one of ${DOCUMENT_TYPES.join(", ")}` })
    .optional()
    .openapi({
      param: { name: "type", in: "query" },
      description: "Only documents of this type.",
      example: "rate_confirmation",
    }),
  status: z
    .enum(CARRIER_APPROVAL_STATUSES, { error: `status must be one of ${CARRIER_APPROVAL_STATUSES.join(", ")}` })
    .optional()
    .openapi({
      param: { name: "status", in: "query" },
      description: "Only documents the carrier has decided so (or not yet: pending).",
      example: "pending",
    }),
  loadId: z
    .string()
    .min(1)
    .max(SHARED_LOAD_ID_MAX_LENGTH, { error: `loadId must be at most ${SHARED_LOAD_ID_MAX_LENGTH} characters` })
    .optional()
    .openapi({ param: { name: "loadId", in: "query" }, description: "Only the documents of this load." }),
  q: z
    .string()
    .trim()
    .max(SHARED_SEARCH_MAX_LENGTH, { error: `The search must be at most ${SHARED_SEARCH_MAX_LENGTH} characters` })
    .optional()
    .openapi({
      param: { name: "q", in: "query" },
      description: "Only documents whose load number or file name contains this text (any case).",
      example: "LD-2026",
    }),
});

export type CarrierSharedQuery = z.infer<typeof carrierSharedQuerySchema>;

export const carrierSharedDocumentsSchema = z
  .object({
    success: z.literal(true),
    documents: z.array(carrierSharedDocumentSchema),
    ...numberedPageAnswer(SHARED_DOCUMENTS_PAGE, {
      description: "Documents matching the filters, over every page.",
      example: 98,
    }),
    loads: z.array(z.object({ loadId: z.string(), loadNumber: z.string() })).openapi({
      description: "Every load with a document shared with the caller, newest share first: the load filter's choices.",
    }),
  })
  .openapi("CarrierSharedDocuments");

export const notificationSchema = z
  .object({
    id: notificationColumns.id,
    documentId: notificationColumns.documentId,
    loadId: notificationColumns.loadId,
    type: notificationColumns.type,
    title: notificationColumns.title.openapi({ example: "New document shared" }),
    message: notificationColumns.message,
    isRead: notificationColumns.isRead,
    createdAt: isoInstant("2026-11-23T18:00:00.000Z"),
    readAt: isoInstant("2026-11-23T19:30:00.000Z").nullable(),
  })
  .openapi("Notification");

export const decisionSchema = z
  .object({
    success: z.literal(true),
    id: z.string(),
    carrierApprovalStatus: z.enum(["approved", "declined"]),
    carrierApprovalDate: isoInstant("2026-11-23T19:31:00.000Z"),
    declineReason: z.string().nullable(),
  })
  .openapi("CarrierDecision");

export type DocumentDecision = z.infer<typeof decisionSchema>;

export const markCarrierNotificationReadResponseSchema = z.object({
  success: z.literal(true),
  notification: notificationSchema,
});

export const listCarrierNotificationsResponseSchema = z.object({
  success: z.literal(true),
  notifications: z.array(notificationSchema),
});

/** A decline's body; the reason's limit and its default are the service's (services/documents/carrier/decide). */
export function declineDocumentRequestSchema(maxLength: number, defaultReason: string) {
  return z
    .object({
      reason: z
        .string()
        .max(maxLength)
        .optional()
        .openapi({
          description: `Blank or left out: '${defaultReason}'.`,
          example: "Wrong load number",
        }),
    })
    .openapi("DeclineDocumentRequest");
}
