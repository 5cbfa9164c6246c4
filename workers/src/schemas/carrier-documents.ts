import { z } from "@hono/zod-openapi";
import { CARRIER_DEADLINE_STATUSES } from "@truerate/domain/compliance";
import { CARRIER_APPROVAL_STATUSES, TRAILER_TYPES } from "@truerate/domain/enums";
import { documents, notifications } from "../db/schema";
import { documentTagsSchema, isoInstant } from "./documents";
import { createSelectSchema } from "./from-table";
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
