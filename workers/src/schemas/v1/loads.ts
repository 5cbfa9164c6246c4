import { z } from "@hono/zod-openapi";
import { DAYS_TO_PAY_RULE } from "@truerate/domain/brokers/days-to-pay";
import { invoicedOnSchema, paidOnSchema } from "@truerate/domain/brokers/payment-dates";
import { PLAUSIBILITY_RULE } from "@truerate/domain/reports/plausibility";
import { SCREENING_RULE } from "@truerate/domain/reports/screening";
import { loadInputSchema } from "@truerate/domain/validation/load";
import { loads, partnerLoadTombstones } from "../../db/schema";
import { DOUBLE_BROKERED_EXAMPLE, identityVerdictResponseSchema } from "../broker-identity";
import { createSelectSchema } from "../from-table";
import { cursorPageQuery } from "../list-query";
import { reportReviewSchema } from "../loads";
import { documentedAs } from "../openapi";
import { partnerLoadIdSchema } from "./partner-load-id";
import { pushedCarrierSchema } from "./pushed-carrier";

const loadColumns = createSelectSchema(loads).shape;

const tombstoneColumns = createSelectSchema(partnerLoadTombstones).shape;

export const MAX_BATCH = 1000;

export const PUSH_EXAMPLE = {
  partnerLoadId: "TMS-884120",
  brokerName: "Demo Freight Brokerage LLC",
  brokerEmail: "dispatch@demofreight.test",
  brokerMcNumber: "MC1234567",
  loadNumber: "LD-884120",
  date: "2026-11-20",
  pickupCity: "Dallas",
  pickupState: "TX",
  deliveryCity: "Atlanta",
  deliveryState: "GA",
  mileage: 781,
  weight: 42000,
  rate: 2150,
  trailerType: "dry_van",
  carrierDotNumber: "1234567",
};

const { carrierDotNumber, carrierMcNumber } = pushedCarrierSchema.shape;

/**
 * One pushed load, made of the schemas the push service checks each item with
 * (services/partners/loads/push.ts): the portal's load input, your id and the carrier.
 */
export const partnerLoadItemSchema = loadInputSchema
  .extend({
    partnerLoadId: partnerLoadIdSchema.meta({
      description: "Your own id of the load: a push upserts by it, reads and the change feed are keyed by it.",
      example: PUSH_EXAMPLE.partnerLoadId,
    }),
    carrierDotNumber: carrierDotNumber.meta({
      description:
        "The USDOT number of the carrier that hauled the load (6 to 8 digits), checked against the FMCSA registry.",
      example: PUSH_EXAMPLE.carrierDotNumber,
    }),
    carrierMcNumber: carrierMcNumber.meta({
      description: "Instead of carrierDotNumber: the carrier's MC number, 6 to 7 digits (an 'MC' prefix is ignored).",
      example: "7654321",
    }),
    invoicedOn: invoicedOnSchema.meta({
      description:
        "When the carrier invoiced the broker, YYYY-MM-DD: not before the load's date, not in the future. With " +
        "paidOn, it replaces the dates stored for the load; omit both to leave them as they are.",
      example: "2026-11-21",
    }),
    paidOn: paidOnSchema.meta({
      description: "When the broker paid, YYYY-MM-DD: not before invoicedOn, not in the future; null while unpaid.",
      example: null,
    }),
  })
  .openapi("PartnerLoadItem", { example: PUSH_EXAMPLE });

export const pushRequestSchema = z
  .object({
    // Read loosely here, each item checked on its own by the service: one bad row never sinks the batch.
    loads: z
      .array(documentedAs(z.record(z.string(), z.unknown()), "PartnerLoadItem"))
      .min(1, { error: "Send at least one load" })
      .max(MAX_BATCH, { error: "A batch holds at most 1000 loads" })
      .openapi({
        description:
          "Up to 1,000 loads, each a `PartnerLoadItem`: the fields of `LoadInput` (the portal's load form, same rules and messages) plus " +
          "`partnerLoadId`, your own id, and the carrier that hauled it: `carrierDotNumber` or `carrierMcNumber`, " +
          "checked against the FMCSA registry (an unknown, inactive or non-carrier number rejects the item); an " +
          "organisation linked to one carrier account may omit it. Each item is checked on its own. " +
          `${PLAUSIBILITY_RULE} A refused item is \`rejected\` with its field messages. ${SCREENING_RULE} A held ` +
          "item is stored and answered with `review.status: quarantined` and its reason; it counts in no lane figure " +
          "until an administrator releases it. Optional `invoicedOn` and `paidOn` record when the carrier invoiced " +
          "and was paid, checked as in the portal (a wrong date rejects the item with its field message); " +
          DAYS_TO_PAY_RULE,
        example: [PUSH_EXAMPLE],
      }),
  })
  .openapi("PartnerLoadBatch");

const itemResultSchema = z
  .object({
    index: z.number().int().openapi({ description: "Position in the batch.", example: 0 }),
    partnerLoadId: z.string().nullable().openapi({ example: "TMS-884120" }),
    status: z.enum(["created", "updated", "unchanged", "rejected"]).openapi({ example: "created" }),
    review: reportReviewSchema.optional().openapi({
      description:
        "For a created or updated load: whether it counts in lane figures or is held for review (`quarantined`, with the reason).",
    }),
    loadId: z.string().optional().openapi({ example: "6c0e5a4e-2b1f-4c1a-9a55-0d7f1b3e9a21" }),
    deadlineAt: z.string().optional().openapi({
      description: "For a created load: when the broker's documents are due (48 hours).",
      example: "2026-11-25T12:00:00.000Z",
    }),
    identity: identityVerdictResponseSchema.optional().openapi({
      description:
        "For a created, updated or unchanged load: whether its broker is who the load says (the FMCSA authority and " +
        "its age, the e-mail domain against the broker's own, the reports naming the MC). The rate confirmation's " +
        "check is `unknown` at the push: no rate confirmation has been read yet; `getPartnerLoad` answers it once one is.",
    }),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .openapi({
        description: "For a rejected item: field → messages.",
        example: { mileage: ["Mileage must be a positive whole number"] },
      }),
  })
  .openapi("PartnerLoadResult");

export const pushResultSchema = z
  .object({
    created: z.number().int().openapi({ example: 1 }),
    updated: z.number().int().openapi({ example: 0 }),
    unchanged: z.number().int().openapi({ example: 0 }),
    rejected: z.number().int().openapi({ example: 0 }),
    quarantined: z
      .number()
      .int()
      .openapi({ description: "Of the created and updated loads, how many are held for review.", example: 0 }),
    results: z.array(itemResultSchema),
  })
  .openapi("PartnerLoadBatchResult");

export type PushResult = z.infer<typeof pushResultSchema>;

export const partnerLoadSchema = z
  .object({
    partnerLoadId: z.string().openapi({ example: "TMS-884120" }),
    loadId: z.string().openapi({ example: "6c0e5a4e-2b1f-4c1a-9a55-0d7f1b3e9a21" }),
    version: z.number().int().openapi({ description: "1 when created, +1 on each change you push.", example: 1 }),
    changedAt: z.string().openapi({ example: "2026-11-23T12:00:00.000Z" }),
    loadNumber: loadColumns.loadNumber.openapi({ example: "LD-884120" }),
    date: loadColumns.date.openapi({ example: "2026-11-20" }),
    brokerName: loadColumns.brokerName.openapi({ example: "Demo Freight Brokerage LLC" }),
    brokerEmail: loadColumns.brokerEmail.openapi({ example: "dispatch@demofreight.test" }),
    brokerMcNumber: loadColumns.brokerMcNumber.openapi({ example: "MC1234567" }),
    brokerRegistrationStatus: z.enum(["registered", "unregistered"]),
    pickupCity: loadColumns.pickupCity.openapi({ example: "Dallas" }),
    pickupState: loadColumns.pickupState.openapi({ example: "TX" }),
    deliveryCity: loadColumns.deliveryCity.openapi({ example: "Atlanta" }),
    deliveryState: loadColumns.deliveryState.openapi({ example: "GA" }),
    mileage: z.number().int().openapi({ example: 781 }),
    weight: z.number().int().openapi({ example: 42000 }),
    rate: z.number().openapi({ example: 2150 }),
    trueRate: z.number().nullable().openapi({ description: "Once verified.", example: null }),
    trailerType: loadColumns.trailerType,
    uploadedAt: z.string(),
    deadlineAt: z.string().openapi({ description: "uploadedAt + 48 hours.", example: "2026-11-25T12:00:00.000Z" }),
    complianceStatus: loadColumns.complianceStatus.openapi({ example: "pending" }),
    carrierDotNumber: z.string().nullable().openapi({
      description: "The USDOT number of the carrier that hauled the load, when known.",
      example: "1234567",
    }),
    review: reportReviewSchema,
    identity: identityVerdictResponseSchema.openapi({
      description:
        "Whether the load's broker is who the load says, as the carrier's load page shows it: the FMCSA authority " +
        "and its age, the e-mail domain, the reports naming the MC, and the document match once a rate " +
        "confirmation of the load is shared and read (`unknown` before). A rate confirmation that names another " +
        "carrier than yours fails it, quoting both (the double-brokering sign). A sandbox load has no documents: " +
        "its document check stays `unknown`, as at the push.",
      example: DOUBLE_BROKERED_EXAMPLE,
    }),
  })
  .openapi("PartnerLoad");

const changedLoadSchema = partnerLoadSchema
  .extend({ kind: z.literal("load").openapi({ description: "The load as it is now." }) })
  .openapi("PartnerLoadChanged");

const tombstoneSchema = z
  .object({
    kind: z.literal("tombstone").openapi({ description: "The load left your keeping: drop your copy." }),
    partnerLoadId: tombstoneColumns.partnerLoadId.openapi({ example: "TMS-884120" }),
    loadId: tombstoneColumns.loadId.openapi({ example: "6c0e5a4e-2b1f-4c1a-9a55-0d7f1b3e9a21" }),
    changedAt: z.string().openapi({ example: "2026-11-24T08:00:00.000Z" }),
    removedAt: z.string().openapi({ example: "2026-11-24T08:00:00.000Z" }),
    reason: tombstoneColumns.reason.openapi({
      description:
        "`deleted`: its carrier deleted it. `anonymised`: its carrier's account was erased; the load still counts " +
        "in lane figures, anonymised, but no longer belongs to anyone. Either way it is no longer readable by its " +
        "`partnerLoadId`, and pushing that id again creates a new load.",
      example: "deleted",
    }),
  })
  .openapi("PartnerLoadTombstone");

export const changesSchema = z
  .object({
    items: z.array(z.discriminatedUnion("kind", [changedLoadSchema, tombstoneSchema])).openapi({
      description:
        "Oldest first. Apply each in order to your copy: a `load` replaces yours, a `tombstone` removes it (it " +
        "carries only ids, when and why).",
    }),
    hasMore: z.boolean(),
    nextCursor: z.string().nullable().openapi({
      description: "Pass as `cursor` for the next page.",
      example: "WzE3NjM5MDAwMDAwMDAsIlRNUy04ODQxMjAiXQ",
    }),
  })
  .openapi("PartnerLoadChanges");

export const getPartnerLoadParamsSchema = z.object({
  partnerLoadId: z
    .string()
    .min(1)
    .max(100)
    .openapi({ param: { name: "partnerLoadId", in: "path" }, example: "TMS-884120" }),
});

export const pushPartnerLoadsHeadersSchema = z.object({
  "idempotency-key": z
    .string()
    .min(1)
    .max(255)
    .optional()
    .openapi({ param: { name: "idempotency-key", in: "header" }, example: "batch-2026-11-23-0001" }),
});

/** The change feed's query; its largest page is the service's (services/partners/loads/read.ts). */
export function changesQuerySchema(maxLimit: number) {
  return z.object({
    since: z.iso
      .datetime({ offset: true, error: "since must be an ISO date-time" })
      .optional()
      .openapi({ param: { name: "since", in: "query" }, example: "2026-11-23T00:00:00Z" }),
    ...cursorPageQuery({ default: 100, max: maxLimit }),
  });
}
