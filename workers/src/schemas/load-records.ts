// Shapes of a load's transaction record: the 371.3 request, the record's versions, the evidence and the margin.
import { z } from "@hono/zod-openapi";
import {
  CARRIER_APPROVAL_STATUSES,
  DOCUMENT_TYPES,
  LOAD_REQUEST_STATUSES,
  RECORD_CHANNELS,
} from "@truerate/domain/enums";
import { transactionRecords } from "../db/schema";
import { documentTagsSchema } from "./documents";
import { createSelectSchema } from "./from-table";
import { carrierLoadSchema } from "./loads";

const recordColumns = createSelectSchema(transactionRecords).shape;

const instant = z.string().openapi({ format: "date-time", example: "2026-11-23T15:04:05.000Z" });
const dollars = (description: string, example: number) => z.number().openapi({ description, example });

const evidenceSchema = z.object({
  documentId: z.string(),
  documentType: z.string().openapi({ example: "rate_confirmation" }),
  fileName: z.string().openapi({ example: "Rate confirmation.pdf" }),
  sha256: z.string().openapi({ description: "SHA-256 of the document's body, hex.", example: "9f86d081884c7d65…" }),
});

export const transactionRecordSchema = z
  .object({
    id: recordColumns.id,
    version: z
      .number()
      .int()
      .openapi({ description: "1 for the first record; a correction is the next version.", example: 1 }),
    channel: recordColumns.channel,
    submittedByEmail: recordColumns.submittedByEmail.openapi({ example: "ops@unknown-haulers.test" }),
    submittedAt: instant,
    consignor: recordColumns.consignor.openapi({ example: "Acme Foods Inc." }),
    originatingCarrier: recordColumns.originatingCarrier.openapi({ example: "Demo Trucking LLC" }),
    billOfLadingNumber: recordColumns.billOfLadingNumber.openapi({ example: "BOL-778812" }),
    compensation: dollars("What the broker received (the shipper's payment): the true rate.", 2600),
    payer: recordColumns.payer,
    nonBrokerageServices: recordColumns.nonBrokerageServices,
    nonBrokerageCharges: z.number().nullable(),
    freightChargesCollected: dollars("Freight charges collected.", 2600),
    carrierPaid: z.number().nullable(),
    carrierPaidOn: recordColumns.carrierPaidOn.openapi({ format: "date" }),
    shipperPaidOn: recordColumns.shipperPaidOn.openapi({ format: "date" }),
    itemizedCharges: z.array(z.object({ description: z.string(), amount: z.number() })),
    claims: recordColumns.claims,
    evidence: z.array(evidenceSchema).openapi({ description: "The documents submitted with this version." }),
  })
  .openapi("TransactionRecord");

/** A version newer than the one the true rate was verified from: shown, diffed, not yet counted. */
export const recordRevisionSchema = z.object({
  version: z.number().int().openapi({ description: "The newer version, not yet counted.", example: 2 }),
  verifiedVersion: z
    .number()
    .int()
    .openapi({ description: "The version the true rate was verified from, still counted.", example: 1 }),
  submittedAt: instant,
  submittedByEmail: z.string().openapi({ example: "ops@unknown-haulers.test" }),
  changes: z
    .array(
      z.object({
        field: z.string().openapi({ example: "compensation" }),
        label: z.string().openapi({ example: "Compensation received" }),
        before: z.string().openapi({ example: "$2,600.00" }),
        after: z.string().openapi({ example: "$1.00" }),
      }),
    )
    .openapi({ description: "What the revision changes against the verified version, in form order." }),
});

export type RecordRevision = z.infer<typeof recordRevisionSchema>;

export const loadRecordSchema = z
  .object({
    load: carrierLoadSchema.extend({
      trueRateRecordVersion: z.number().int().nullable().openapi({
        description: "The record version an administrator verified the true rate against.",
      }),
    }),
    request: z
      .object({
        status: z.enum(LOAD_REQUEST_STATUSES),
        queuedAt: instant,
        deliveredAt: instant.nullable(),
        answeredAt: instant.nullable(),
      })
      .nullable()
      .openapi({ description: "The 371.3 request to the broker; null for loads older than the request." }),
    record: transactionRecordSchema
      .nullable()
      .openapi({ description: "The newest version; null until the broker answers." }),
    versions: z.array(
      z.object({
        version: z.number().int(),
        submittedAt: instant,
        submittedByEmail: z.string(),
        channel: z.enum(RECORD_CHANNELS),
      }),
    ),
    documents: z.array(
      z.object({
        id: z.string(),
        fileName: z.string(),
        documentType: z.enum(DOCUMENT_TYPES),
        tags: documentTagsSchema,
        sha256: z.string().nullable(),
        sharedAt: instant.nullable(),
        carrierApprovalStatus: z.enum(CARRIER_APPROVAL_STATUSES),
        evidence: z.boolean().openapi({ description: "Named by a record version: kept for good." }),
      }),
    ),
    revision: recordRevisionSchema.nullable().openapi({
      description:
        "A version the broker sent after an administrator verified the true rate: it awaits review, and the " +
        "published true rate and the margin stay those of the verified version until an administrator verifies again.",
    }),
    margin: z
      .object({
        trueRate: dollars("What the shipper paid, per the record (or the verified true rate: `basis`).", 2600),
        carrierRate: dollars("What the carrier was paid.", 2150),
        amount: dollars("trueRate − carrierRate.", 450),
        percent: z.number().openapi({ description: "The margin as a percent of trueRate.", example: 17.3 }),
        basis: z.enum(["record", "verified"]).openapi({
          description:
            "Where trueRate comes from: `record`, what the broker's record says the shipper paid; `verified`, " +
            "with no record yet, the true rate an administrator verified (the one search results show).",
          example: "record",
        }),
      })
      .nullable()
      .openapi({
        description:
          "The broker's margin; null until there is a record or a verified true rate. Per the verified version while a revision awaits review.",
      }),
  })
  .openapi("LoadRecord");
