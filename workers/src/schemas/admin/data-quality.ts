// Request and response shapes of the administrator's data-quality review, named for the reference page and the SDK.
import { z } from "@hono/zod-openapi";
import {
  BULK_REVIEW_MAX,
  BULK_REVIEW_RESULTS,
  DATA_QUALITY_MESSAGES,
  DATA_QUALITY_PAGE,
  REVIEW_DECISIONS,
  REVIEW_REASON_MAX_LENGTH,
} from "@truerate/domain/data-quality";
import { REPORT_REVIEW_STATUSES } from "@truerate/domain/enums";
import { QUARANTINE_REASONS } from "@truerate/domain/reports/screening";
import { requiredText } from "@truerate/domain/validation/input";
import { loads } from "../../db/schema";
import { isoInstant } from "../documents";
import { createSelectSchema } from "../from-table";
import { cursorPageQuery } from "../list-query";
import { idPathParams } from "../openapi";

const loadColumns = createSelectSchema(loads).shape;

const LOAD_ID = "7f1d2c3b-5a6e-4f70-8b9c-0d1e2f3a4b5c";

export const reportIdParamsSchema = idPathParams(LOAD_ID);

/** `?cursor=&limit=` of both paged lists. */
export const pageQuerySchema = z.object(cursorPageQuery(DATA_QUALITY_PAGE, "WzE3NjM5MDAwMDAwMDAsIjdmMWQyYzNiIl0"));

const paging = {
  total: z.number().int().openapi({ description: "How many there are in all, over every page.", example: 37 }),
  nextCursor: z.string().nullable().openapi({
    description: "Pass as `cursor` for the next page; null on the last page.",
    example: "WzE3NjM5MDAwMDAwMDAsIjdmMWQyYzNiIl0",
  }),
};

const sourceKindSchema = z.enum(["carrier", "partner"]).openapi({
  description: "A carrier account that uploads in the portal, or a partner organisation that pushes loads.",
  example: "carrier",
});

export const laneFiguresSchema = z
  .object({
    status: z.enum(["published", "withheld"]).openapi({ example: "published" }),
    reports: z.number().int().openapi({ description: "Counted reports the answer rests on.", example: 42 }),
    perMile: z
      .object({
        median: z.number().openapi({ example: 2.61 }),
        p25: z.number().openapi({ example: 2.38 }),
        p75: z.number().openapi({ example: 2.9 }),
      })
      .nullable()
      .openapi({ description: "The carrier rate per mile in dollars, when published." }),
    withheldMessage: z.string().nullable().openapi({
      description: "Why the lane publishes no figures, when withheld.",
      example: null,
    }),
  })
  .openapi("ReviewLaneFigures", {
    description:
      "The lane's published figures over 90 days (origin and destination city, the report's trailer type as " +
      "equipment), by the rules every search uses; held and rejected reports are never among them.",
  });

export type LaneContext = z.infer<typeof laneFiguresSchema>;

export const quarantinedReportSchema = z
  .object({
    id: loadColumns.id.openapi({ description: "The load's id.", example: LOAD_ID }),
    loadNumber: loadColumns.loadNumber.openapi({ example: "LD-20261123-01" }),
    date: loadColumns.date.openapi({ description: "The load's date, YYYY-MM-DD.", example: "2026-11-20" }),
    pickupCity: loadColumns.pickupCity.openapi({ example: "Dallas" }),
    pickupState: loadColumns.pickupState.openapi({ example: "TX" }),
    deliveryCity: loadColumns.deliveryCity.openapi({ example: "Chicago" }),
    deliveryState: loadColumns.deliveryState.openapi({ example: "IL" }),
    trailerType: loadColumns.trailerType.openapi({ example: "dry_van" }),
    mileage: z.number().int().openapi({ example: 967 }),
    rate: z.number().openapi({ description: "What the carrier was paid, in dollars.", example: 7400 }),
    ratePerMile: z.number().openapi({ description: "rate / mileage, two decimals.", example: 7.65 }),
    source: z
      .object({
        key: z.string().openapi({
          description: "`carrier:<userId>` or `partner:<organisationId>`.",
          example: "carrier:1a2b3c4d-0000-4000-8000-000000000001",
        }),
        kind: sourceKindSchema,
        label: z.string().openapi({
          description: "The carrier's company name (its e-mail when it gave none) or the partner organisation's name.",
          example: "Demo Trucking LLC",
        }),
      })
      .openapi({ description: "Who submitted the report." }),
    broker: z.object({
      name: z.string().openapi({ example: "Demo Freight Brokerage LLC" }),
      key: z.string().openapi({
        description: "The broker as one company: `brokerage:<id>`, `mc:<MC>`, `domain:<domain>` or `email:<address>`.",
        example: "mc:MC1234567",
      }),
    }),
    carrierKey: z.string().openapi({
      description: "The company that hauled it: `dot:<USDOT>`, else `account:<userId>`.",
      example: "dot:654321",
    }),
    reason: z
      .object({
        code: z.enum(QUARANTINE_REASONS).nullable().openapi({
          description: "The screening rule that held it; null when the stored reason is not one of them.",
          example: "far_outlier",
        }),
        message: z.string().openapi({
          example: "Held for review: the rate per mile is far outside what this lane's other reports show",
        }),
      })
      .openapi({ description: "Why it is held." }),
    uploadedAt: isoInstant("2026-11-23T15:04:05.000Z"),
    // A union, so the named lane schema itself stays non-null in the document.
    lane: z
      .union([laneFiguresSchema, z.null()])
      .openapi({ description: "Null only when the lane lookup had no answer." }),
  })
  .openapi("QuarantinedReport");

export type QuarantinedReport = z.infer<typeof quarantinedReportSchema>;

export const quarantineQueueSchema = z
  .object({ items: z.array(quarantinedReportSchema), ...paging })
  .openapi("QuarantineQueue");

const reasonSchema = requiredText(DATA_QUALITY_MESSAGES.reasonRequired, REVIEW_REASON_MAX_LENGTH).openapi({
  description:
    `Why, in the administrator's words (at most ${REVIEW_REASON_MAX_LENGTH} characters); kept on the report. ` +
    `Blank answers 400 '${DATA_QUALITY_MESSAGES.reasonRequired}'.`,
  example: "Checked the rate confirmation: the rate is real (a holiday load)",
});

export const reviewDecisionRequestSchema = z.object({ reason: reasonSchema }).openapi("ReportReviewRequest");

export const decidedReportSchema = z
  .object({
    id: z.string().openapi({ example: LOAD_ID }),
    loadNumber: z.string().openapi({ example: "LD-20261123-01" }),
    reviewStatus: z.enum(REPORT_REVIEW_STATUSES).openapi({
      description:
        "counted after a release (it enters published figures), rejected after a rejection (kept, never counted).",
      example: "counted",
    }),
    reviewReason: z.string().nullable().openapi({ description: "The administrator's reason." }),
    reviewedAt: isoInstant("2026-11-24T09:00:00.000Z"),
  })
  .openapi("ReviewedReport");

export type DecidedReport = z.infer<typeof decidedReportSchema>;

export const bulkDecisionRequestSchema = z
  .object({
    ids: z
      .array(z.string().min(1).max(64).openapi({ example: LOAD_ID }))
      .min(1, { error: DATA_QUALITY_MESSAGES.idsRequired })
      .max(BULK_REVIEW_MAX, { error: DATA_QUALITY_MESSAGES.tooManyIds })
      .openapi({ description: `1 to ${BULK_REVIEW_MAX} load ids; a repeated id counts once.` }),
    action: z.enum(REVIEW_DECISIONS).openapi({ example: "release" }),
    reason: reasonSchema,
  })
  .openapi("BulkReportReviewRequest");

export const bulkDecisionResultSchema = z
  .object({
    action: z.enum(REVIEW_DECISIONS),
    results: z.array(
      z.object({
        id: z.string().openapi({ example: LOAD_ID }),
        result: z.enum(BULK_REVIEW_RESULTS).openapi({
          description:
            "done: decided now; not_found: no such report; not_quarantined: not held (never, or decided already).",
          example: "done",
        }),
      }),
    ),
    done: z.number().int().openapi({ example: 1 }),
    notFound: z.number().int().openapi({ example: 0 }),
    notQuarantined: z.number().int().openapi({ example: 0 }),
  })
  .openapi("BulkReportReviewResult");

export const sourceQualitySchema = z
  .object({
    sourceKey: z.string().openapi({ example: "partner:5e3c1f7a-0000-4000-8000-000000000002" }),
    kind: sourceKindSchema,
    label: z.string().openapi({ example: "Acme TMS" }),
    total: z.number().int().openapi({ description: "Every report it sent.", example: 120 }),
    counted: z.number().int().openapi({ example: 110 }),
    quarantined: z.number().int().openapi({ description: "Held for review now.", example: 6 }),
    rejected: z.number().int().openapi({ example: 4 }),
    farOutliers: z
      .number()
      .int()
      .openapi({
        description:
          "Reports held as far outliers at entry: held now for 'far_outlier', or released or rejected since, " +
          "counted from the decision's audit row, which keeps the reason it replaced (no column stores it).",
        example: 5,
      }),
    outlierShare: z.number().openapi({ description: "farOutliers / total, 0 to 1, four decimals.", example: 0.0417 }),
  })
  .openapi("ReportSourceQuality");

export type SourceQuality = z.infer<typeof sourceQualitySchema>;

export const sourceQualityPageSchema = z
  .object({ items: z.array(sourceQualitySchema), ...paging })
  .openapi("ReportSourceQualityPage");
