import { z } from "@hono/zod-openapi";
import { COMPLIANCE_BANDS, DEADLINE_URGENCIES } from "@truerate/domain/compliance";
import { READING_STATUSES } from "@truerate/domain/documents/reading/types";
import { LOAD_COMPLIANCE_STATUSES, TRAILER_TYPES } from "@truerate/domain/enums";
import { documents } from "../db/schema";
import { complianceRatingSchema, scoreSchema } from "./brokers";
import { documentTagsSchema, fileField, isoInstant } from "./documents";
import { createSelectSchema } from "./from-table";

const documentColumns = createSelectSchema(documents).shape;

export const VERIFICATION_STATUSES = ["verified", "partial", "unverified"] as const;

export const brokerSharedDocumentSchema = z
  .object({
    id: documentColumns.id,
    fileName: documentColumns.fileName,
    documentType: documentColumns.documentType.openapi({ example: "compliance_doc" }),
    tags: documentTagsSchema,
    fileSize: z.number().int(),
    sharedAt: isoInstant("2026-11-23T18:00:00.000Z").nullable(),
    isEncrypted: documentColumns.isEncrypted,
    carrierViewedAt: isoInstant("2026-11-23T19:30:00.000Z").nullable(),
    carrierApprovalStatus: documentColumns.carrierApprovalStatus,
    carrierApprovalDate: isoInstant("2026-11-23T19:31:00.000Z").nullable(),
    declineReason: z.string().nullable(),
    complianceDeadline: isoInstant("2026-11-25T15:04:05.000Z").nullable(),
    isOverdue: z
      .boolean()
      .openapi({ description: "True when the document reached the carrier after the load's deadline." }),
    sharedWithCarrierMc: documentColumns.sharedWithCarrierMc.openapi({ example: "MC654321" }),
    verificationStatus: documentColumns.verificationStatus.openapi({ example: "verified" }),
    verificationConfidence: z.number().int().nullable().openapi({ example: 100 }),
    loadInfo: z
      .object({
        loadId: z.string(),
        loadNumber: z.string(),
        carrierCompanyName: z.string().nullable(),
        carrierMcNumber: z.string().nullable(),
        pickupCity: z.string(),
        pickupState: z.string(),
        deliveryCity: z.string(),
        deliveryState: z.string(),
        date: z.string(),
        trailerType: z.enum(TRAILER_TYPES),
        rate: z.number().openapi({ description: "US dollars." }),
        complianceStatus: z.enum(LOAD_COMPLIANCE_STATUSES),
      })
      .nullable(),
  })
  .openapi("BrokerSharedDocument");

export const complianceDashboardSchema = z
  .object({
    success: z.literal(true),
    complianceStats: z.object({
      totalShared: z.number().int(),
      withinCompliance: z.number().int().openapi({ description: "Shared at or before the load's deadline." }),
      nearDeadline: z.number().int().openapi({ description: "Pending loads with under 12 hours left." }),
      overdue: z.number().int().openapi({ description: "Shared after the load's deadline." }),
      viewedByCarriers: z.number().int(),
      individualComplianceRating: z
        .number()
        .int()
        .nullable()
        .openapi({
          description:
            "The 48-hour compliance rating of the loads that name you (`individual.percent`). Null with none " +
            "decided yet: a share of nothing is no rating (not 100%).",
          example: 92,
        }),
      individualComplianceBand: z
        .enum(COMPLIANCE_BANDS)
        .nullable()
        .openapi({ description: "The rating's band; null when there is no rating." }),
      companyWideComplianceRating: z
        .number()
        .int()
        .nullable()
        .openapi({
          description:
            "The brokerage's 48-hour compliance rating (`companyWide.percent`), as its public profile shows it. " +
            "Null with none decided yet: a share of nothing is no rating (not 100%).",
          example: 88,
        }),
      companyWideComplianceBand: z
        .enum(COMPLIANCE_BANDS)
        .nullable()
        .openapi({ description: "The rating's band; null when there is no rating." }),
      individualTotalRequests: z
        .number()
        .int()
        .openapi({ description: "Your requests of the last 12 months whose 48 hours are over." }),
      individualCompliantRequests: z.number().int().openapi({ description: "Of those, answered within 48 hours." }),
      companyTotalRequests: z
        .number()
        .int()
        .openapi({ description: "The brokerage's requests of the last 12 months whose 48 hours are over." }),
      companyCompliantRequests: z.number().int().openapi({ description: "Of those, answered within 48 hours." }),
    }),
    companyWide: complianceRatingSchema,
    individual: complianceRatingSchema,
    publicProfile: z
      .object({
        key: z
          .string()
          .openapi({ description: "The brokerage's profile key (`/api/brokers/{key}`).", example: "brokerage:b1" }),
        score: scoreSchema,
      })
      .openapi({ description: "What carriers see on the brokerage's public profile: its transparency score." }),
    upcomingDeadlines: z.array(
      z.object({
        loadId: z.string(),
        loadNumber: z.string(),
        carrierCompanyName: z.string().nullable(),
        carrierMcNumber: z.string().nullable(),
        deadline: isoInstant("2026-11-25T15:04:05.000Z"),
        hoursRemaining: z.number().openapi({ example: 20.5 }),
        urgency: z.enum(DEADLINE_URGENCIES),
        documentsShared: z.number().int(),
      }),
    ),
  })
  .openapi("BrokerComplianceDashboard");

/** The longest message a broker may send with a document. */
export const CUSTOM_MESSAGE_MAX = 1000;

export const brokerDocumentUploadFormSchema = z
  .object({
    document: fileField,
    loadId: z.string().optional().openapi({ description: "A load of the caller's brokerage." }),
    documentType: z.string().optional().openapi({
      description:
        "'compliance' (stored as compliance_doc; the default), 'invoice' (stored as other, tagged invoice), or a document type.",
      example: "compliance",
    }),
    documentName: z.string().optional().openapi({ example: "Rate confirmation" }),
    customMessage: z.string().max(CUSTOM_MESSAGE_MAX).optional().openapi({ description: "Shown to the carrier." }),
  })
  .openapi("BrokerDocumentUploadForm");

export type ShareDocumentInput = z.infer<typeof brokerDocumentUploadFormSchema>;

export const listBrokerSharedDocumentsResponseSchema = z.object({
  success: z.literal(true),
  documents: z.array(brokerSharedDocumentSchema),
});

export const uploadBrokerDocumentResponseSchema = z.object({
  success: z.literal(true),
  document: brokerSharedDocumentSchema,
  complianceStatus: z.enum(LOAD_COMPLIANCE_STATUSES),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  verificationConfidence: z.number().int().openapi({ description: "0–100.", example: 75 }),
  readingStatus: z.enum(READING_STATUSES).openapi({
    description:
      "The document reader's progress: 'pending' right after the share, so the verification above is " +
      "'unverified' until GET /api/documents/{id}/reading says 'read'.",
    example: "pending",
  }),
});
