// Response shapes of the loads routes, named for the reference page and the SDK.
import { z } from "@hono/zod-openapi";
import {
  CARRIER_APPROVAL_STATUSES,
  LOAD_COMPLIANCE_STATUSES,
  REPORT_REVIEW_STATUSES,
  TRAILER_TYPES,
} from "@truerate/domain/enums";
import { optionalCalendarDate } from "@truerate/domain/validation/input";
import { loads } from "../db/schema";
import { identitySummaryResponseSchema } from "./broker-identity";
import { createSelectSchema } from "./from-table";
import { numberedPageQuery, type PageLimits } from "./list-query";
import { loadPaymentSchema } from "./load-payments";
import { numberedPageAnswer } from "./numbered-page";
import { idPathParams } from "./openapi";

const loadColumns = createSelectSchema(loads).shape;

const isoInstant = (example: string) => z.string().openapi({ format: "date-time", example });
const dollars = (description: string, example: number) => z.number().openapi({ description, example });

export const brokerRegistrationStatusSchema = z
  .enum(["registered", "unregistered"])
  .openapi({ description: "'registered' when the broker matches a brokerage on TrueRate.", example: "registered" });

export const trueRateVerificationSchema = z
  .object({
    source: z.enum(["record", "administrator"]).openapi({
      description:
        "'record' when an administrator checked it against the broker's transaction record, else 'administrator'.",
    }),
    recordVersion: z
      .number()
      .int()
      .nullable()
      .openapi({ description: "The record version it was checked against.", example: 1 }),
  })
  .nullable()
  .openapi("TrueRateVerification", {
    description: "How the true rate was verified; null while it is not ('Not Verified').",
  });

export const searchRowSchema = z
  .object({
    id: loadColumns.id.openapi({ example: "7f1c2d9e-4b7a-4c33-9a55-2f0d6c1e8b10" }),
    pickupCity: loadColumns.pickupCity.openapi({ example: "Dallas" }),
    pickupState: loadColumns.pickupState.openapi({ example: "TX" }),
    deliveryCity: loadColumns.deliveryCity.openapi({ example: "Atlanta" }),
    deliveryState: loadColumns.deliveryState.openapi({ example: "GA" }),
    brokerName: loadColumns.brokerName.openapi({ example: "Demo Freight Brokerage LLC" }),
    brokerProfileKey: z.string().nullable().openapi({
      description:
        "The broker's profile (GET /api/brokers/{key}); null when the broker is known only by a personal address.",
      example: "mc:MC1234567",
    }),
    trailerType: z.enum(TRAILER_TYPES).openapi({ example: "dry_van" }),
    weight: z.number().int().openapi({ description: "Pounds.", example: 42000 }),
    mileage: z.number().int().openapi({ description: "Miles.", example: 781 }),
    rate: dollars("What the carrier reported being paid, US dollars.", 2150),
    trueRate: z.number().nullable().openapi({
      description: "What the broker really paid, once verified by an admin; null until then.",
      example: 2400,
    }),
    trueRateVerification: trueRateVerificationSchema,
    date: z.string().openapi({
      format: "date",
      description: "The load's date (the day the search's date range filters on).",
      example: "2026-11-23",
    }),
    uploadedAt: isoInstant("2026-11-23T15:04:05.000Z"),
    identity: identitySummaryResponseSchema,
  })
  .openapi("LoadSearchRow");

export const carrierLoadSchema = z
  .object({
    id: loadColumns.id,
    brokerName: loadColumns.brokerName,
    brokerEmail: loadColumns.brokerEmail.openapi({ example: "dispatch@demofreight.test" }),
    brokerMcNumber: loadColumns.brokerMcNumber.openapi({ example: "MC1234567" }),
    brokerProfileKey: z.string().nullable().openapi({
      description:
        "The broker's profile (GET /api/brokers/{key}); null when the broker is known only by a personal address.",
      example: "mc:MC1234567",
    }),
    brokerRegistrationStatus: brokerRegistrationStatusSchema,
    loadNumber: z.string().openapi({ example: "LD-20261123-01" }),
    date: z.string().openapi({ format: "date", example: "2026-11-23" }),
    pickupCity: z.string(),
    pickupState: z.string(),
    pickupLatitude: z.number().nullable(),
    pickupLongitude: z.number().nullable(),
    deliveryCity: z.string(),
    deliveryState: z.string(),
    deliveryLatitude: z.number().nullable(),
    deliveryLongitude: z.number().nullable(),
    mileage: z.number().int(),
    weight: z.number().int(),
    rate: dollars("US dollars.", 2150),
    trueRate: z.number().nullable().openapi({ description: "US dollars once verified; null until then." }),
    trueRateVerification: trueRateVerificationSchema,
    verified: z.boolean(),
    verifiedAt: isoInstant("2026-11-24T10:00:00.000Z").nullable(),
    trailerType: z.enum(TRAILER_TYPES),
    uploadedAt: isoInstant("2026-11-23T15:04:05.000Z"),
    deadlineAt: isoInstant("2026-11-25T15:04:05.000Z").openapi({
      description: "uploadedAt + 48 hours: when the broker's documents are due.",
    }),
    complianceStatus: z.enum(LOAD_COMPLIANCE_STATUSES),
    payment: loadPaymentSchema,
  })
  .openapi("CarrierLoad");

export const brokerageLoadSchema = carrierLoadSchema
  .extend({
    carrierCompanyName: z.string().nullable().openapi({ example: "Demo Trucking LLC" }),
    carrierMcNumber: z.string().nullable().openapi({ example: "MC654321" }),
    documentsUploaded: z
      .array(
        z.object({
          id: z.string(),
          fileName: z.string(),
          isShared: z.boolean(),
          carrierApprovalStatus: z.enum(CARRIER_APPROVAL_STATUSES),
        }),
      )
      .openapi({ description: "Documents linked to the load: those the brokerage sent, or all of them for an admin." }),
    revisionAwaitingReview: z
      .number()
      .int()
      .nullable()
      .openapi({
        description:
          "The record version the broker sent after the true rate was verified from an earlier one: it awaits an " +
          "administrator's review and does not count until verified. Null when there is none.",
        example: null,
      }),
  })
  .openapi("BrokerageLoad");

export const reportReviewSchema = z
  .object({
    status: z.enum(REPORT_REVIEW_STATUSES).openapi({
      description:
        "counted: in published lane figures; quarantined: held for an administrator's review (stored, not counted); " +
        "rejected: an administrator decided not to count it (kept as evidence).",
      example: "counted",
    }),
    reason: z.string().nullable().openapi({
      description:
        "Why it is held (far_outlier, burst, source_quality) or the administrator's reason; null when counted without review.",
      example: null,
    }),
    message: z.string().nullable().openapi({
      description: "The standing in words, for the owner.",
      example: null,
    }),
  })
  .openapi("ReportReview");

export type ReportReview = z.infer<typeof reportReviewSchema>;

/** A carrier's own load (My Shipments): the load, and whether it counts in lane figures or is held for review. */
export const ownLoadSchema = carrierLoadSchema.extend({ review: reportReviewSchema }).openapi("OwnLoad");

export const createdLoadSchema = z
  .object({
    id: z.string().openapi({ example: "7f1c2d9e-4b7a-4c33-9a55-2f0d6c1e8b10" }),
    brokerRegistrationStatus: brokerRegistrationStatusSchema,
    linkedDocuments: z
      .number()
      .int()
      .openapi({ description: "The caller's documents without a load, now linked to this one.", example: 2 }),
    uploadedAt: isoInstant("2026-11-23T15:04:05.000Z"),
    deadlineAt: isoInstant("2026-11-25T15:04:05.000Z"),
    review: reportReviewSchema,
  })
  .openapi("CreatedLoad");

export type CreateLoadResult = z.infer<typeof createdLoadSchema>;

export const loadIdParamsSchema = idPathParams("7f1c2d9e-4b7a-4c33-9a55-2f0d6c1e8b10");

/** The most loads `?limit=` asks for: the home screen's latest few, never a page of My Shipments. */
export const MY_LOADS_MOST = 100;
const myLoadsLimitError = `limit must be a whole number from 1 to ${MY_LOADS_MOST}`;

export const myLoadsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: myLoadsLimitError })
    .int({ error: myLoadsLimitError })
    .min(1, { error: myLoadsLimitError })
    .max(MY_LOADS_MOST, { error: myLoadsLimitError })
    .optional()
    .openapi({
      param: { name: "limit", in: "query" },
      description: "Only the newest this many loads; absent, every load.",
      example: 5,
    }),
});

export const recordedSchema = z.object({ recordId: z.string() }).openapi("RecordSubmitted");

/** The administrator's load list (GET /api/admin/loads); the page limits are the service's. */
export function adminLoadsQuerySchema(limits: PageLimits) {
  return z.object({
    date: optionalCalendarDate("Please enter a valid date").openapi({
      param: { name: "date", in: "query" },
      description: "YYYY-MM-DD",
      example: "2026-11-23",
    }),
    ...numberedPageQuery(limits),
  });
}

export function adminLoadsPageSchema(limits: PageLimits) {
  return z
    .object({
      loads: z.array(brokerageLoadSchema),
      ...numberedPageAnswer(limits, { description: "Loads over every page.", example: 3342 }),
    })
    .openapi("AdminLoadsPage");
}
