// The administrator's side-by-side evidence of a load (services/admin/evidence), named for the
// reference page and the SDK.
import { z } from "@hono/zod-openapi";
import { READING_STATUSES, UNREADABLE_REASONS } from "@truerate/domain/documents/reading/types";
import { documentClauseSchema, documentFieldsSchema } from "../document-readings";
import { numberedPageQuery } from "../list-query";
import { transactionRecordSchema } from "../load-records";
import { numberedPageAnswer } from "../numbered-page";

export const EVIDENCE_QUEUE_PAGE = { default: 50, max: 100 } as const;

const sourceSchema = z.enum(["load", "record", "rateConfirmation", "invoice"]).openapi({
  description: "load: as the carrier entered it; record: the broker's 371.3 record; or a document's reading.",
  example: "rateConfirmation",
});

const evidenceValueSchema = z.object({
  source: sourceSchema,
  value: z.union([z.number(), z.string()]).nullable().openapi({
    description: "Dollars for money, text otherwise; null when the source does not state it.",
    example: 2400,
  }),
  quote: z
    .string()
    .optional()
    .openapi({ description: "The document's text it was read from.", example: "Total $2,400.00" }),
  page: z.number().int().optional().openapi({ example: 1 }),
  documentId: z.string().optional(),
  agreesWithReference: z.boolean().openapi({
    description:
      "Whether it states what the fact's first value states (the load's, or the record's for the shipper's charge).",
    example: false,
  }),
});

export const evidenceComparisonSchema = z
  .object({
    fact: z.enum(["carrierPay", "shipperCharge", "loadNumber", "broker"]).openapi({
      description: "carrierPay: what the carrier is paid; shipperCharge: what the shipper was charged (the true rate).",
      example: "carrierPay",
    }),
    values: z.array(evidenceValueSchema),
    agrees: z.boolean().openapi({ description: "Two or more sources state it, all the same.", example: false }),
    disagrees: z.boolean().openapi({
      description: "A source states something else than the first; one that states nothing is not counted.",
      example: true,
    }),
  })
  .openapi("EvidenceComparison");

export const suggestedTrueRateSchema = z
  .object({
    amount: z.number().openapi({ description: "US dollars: what the evidence says the shipper paid.", example: 3100 }),
    sources: z.array(sourceSchema),
    documentIds: z.array(z.string()),
    corroborated: z.boolean().openapi({ description: "Two or more sources state this amount.", example: true }),
  })
  .openapi("SuggestedTrueRate");

const evidenceLoadSchema = z.object({
  id: z.string(),
  loadNumber: z.string().openapi({ example: "TR-4242" }),
  brokerName: z.string().openapi({ example: "Acme Freight Brokerage LLC" }),
  carrierPay: z.number().openapi({ description: "What the carrier reported it is paid, US dollars.", example: 2450 }),
  date: z.string().openapi({ format: "date", example: "2026-11-20" }),
  pickup: z.string().openapi({ example: "Dallas, TX" }),
  delivery: z.string().openapi({ example: "Atlanta, GA" }),
  trueRate: z.number().nullable().openapi({ description: "The verified true rate, if any.", example: null }),
  verified: z.boolean(),
});

const evidenceDocumentSchema = z.object({
  documentId: z.string(),
  fileName: z.string().openapi({ example: "Rate confirmation.pdf" }),
  kind: z.enum(["rateConfirmation", "invoice"]),
  status: z.enum(READING_STATUSES),
  reason: z.enum(UNREADABLE_REASONS).nullable(),
  detail: z.string().nullable(),
  readAt: z.iso.datetime().nullable(),
  fields: documentFieldsSchema.nullable(),
  clauses: z.array(documentClauseSchema),
});

export const loadEvidenceSchema = z
  .object({
    load: evidenceLoadSchema,
    record: transactionRecordSchema.nullable().openapi({ description: "The newest version of the broker's record." }),
    documents: z.array(evidenceDocumentSchema).openapi({ description: "The load's rate confirmations and invoices." }),
    comparisons: z.array(evidenceComparisonSchema),
    suggestedTrueRate: suggestedTrueRateSchema.nullable(),
  })
  .openapi("LoadEvidence");

export const verificationQueueRowSchema = z.object({
  loadId: z.string(),
  loadNumber: z.string().openapi({ example: "TR-4242" }),
  brokerName: z.string(),
  date: z.string().openapi({ format: "date" }),
  carrierPay: z.number().openapi({ example: 2450 }),
  standing: z.enum(["agrees", "partial", "disagrees"]).openapi({
    description: "agrees: every compared fact agrees; partial: some do; disagrees: none do.",
    example: "agrees",
  }),
  agreeing: z.number().int().openapi({ description: "Facts on which the sources agree.", example: 3 }),
  disagreeing: z.number().int().openapi({ description: "Facts on which they disagree.", example: 0 }),
  readings: z.number().int().openapi({ description: "Documents read.", example: 2 }),
  suggestedTrueRate: suggestedTrueRateSchema.nullable(),
});

export const verificationQueueSchema = z
  .object({
    loads: z.array(verificationQueueRowSchema),
    ...numberedPageAnswer(EVIDENCE_QUEUE_PAGE, {
      description: "Loads awaiting verification with readings.",
      example: 12,
    }),
  })
  .openapi("VerificationQueue");

export type LoadEvidenceView = z.infer<typeof loadEvidenceSchema>;
export type VerificationQueueView = z.infer<typeof verificationQueueSchema>;
export type VerificationQueueRowView = z.infer<typeof verificationQueueRowSchema>;

export const verificationQueueQuerySchema = z.object(numberedPageQuery(EVIDENCE_QUEUE_PAGE));
