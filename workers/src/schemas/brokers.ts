import { z } from "@hono/zod-openapi";
import { COMPLIANCE_RATING_RULE, complianceFiguresSchema } from "@truerate/domain/brokers/compliance-rating";
import {
  DAYS_TO_PAY_RULE,
  publishedDaysToPaySchema,
  withheldDaysToPaySchema,
} from "@truerate/domain/brokers/days-to-pay";
import {
  MARGIN_RULE,
  MIN_MARGIN_CARRIERS,
  marginFiguresSchema,
  monthFiguresSchema,
  profileFiguresSchema,
} from "@truerate/domain/brokers/profile-figures";
import { disputeDecisionSchema, disputeSchema, replySchema } from "@truerate/domain/brokers/right-of-reply";
import {
  SCORE_HALF_LIFE_DAYS,
  SCORE_RULE,
  scoreHistoryEntrySchema,
  scorePartsSchema,
} from "@truerate/domain/brokers/transparency-score";
import { CLAUSE_KINDS, type ClauseKind } from "@truerate/domain/documents/reading/types";
import {
  BROKER_DISPUTE_STATUSES,
  COMPLAINT_OUTCOMES,
  BROKER_PROFILE_EVENT_KINDS as PROFILE_EVENT_KINDS,
} from "@truerate/domain/enums";
import { brokerDisputes } from "../db/schema";
import { identityCheckResponseSchema, identityVerdictResponseSchema } from "./broker-identity";
import { isoInstant } from "./documents";
import { createSelectSchema } from "./from-table";
import { pageNumberQuery } from "./list-query";
import { documented } from "./openapi";

const disputeColumns = createSelectSchema(brokerDisputes).shape;

const KEY_EXAMPLE = "mc:MC123456";

export const brokerKeyParamsSchema = z.object({
  key: z
    .string()
    .min(3)
    .max(320)
    .openapi({
      param: { name: "key", in: "path" },
      description:
        "The broker: `brokerage:<id>` for a registered brokerage, else `mc:<MC number>`, `domain:<e-mail domain>` " +
        "or `email:<address>` (a free-mail address). A registered brokerage answers for its MC and domain too.",
      example: KEY_EXAMPLE,
    }),
});

export const authoritySchema = z
  .object({
    status: z.string().nullable().openapi({ description: "FMCSA census status: A active, I inactive.", example: "A" }),
    operatingAuthority: z.string().nullable().openapi({ example: "Broker" }),
    asOf: z.string().nullable().openapi({ description: "The census file's as-of date.", example: "2026-10-01" }),
    sourceFile: z.string().nullable().openapi({ example: "census-2026-10.csv" }),
  })
  .openapi("BrokerAuthority");

export type BrokerAuthority = z.infer<typeof authoritySchema>;

const monthSchema = documented(monthFiguresSchema, {
  month: { example: "2026-10" },
  compliancePercent: { description: "On-time share of the decided requests." },
}).openapi("BrokerProfileMonth");

const marginSchema = marginFiguresSchema.openapi("BrokerMargin", {
  description: `${MARGIN_RULE} Never a single load's figures (k = ${MIN_MARGIN_CARRIERS}).`,
});

/** The 48-hour compliance rating as a whole percent, the same number wherever the API answers it. */
export const complianceRatingPercentSchema = z
  .number()
  .int()
  .min(0)
  .max(100)
  .nullable()
  .openapi({
    description: `${COMPLIANCE_RATING_RULE} Null with nothing decided (a share of nothing is no rating, not 100%).`,
    example: 83,
  });

export const complianceRatingSchema = documented(complianceFiguresSchema, {
  percent: complianceRatingPercentSchema,
  band: { description: "90+ excellent, 70–89 good, below 70 needs improvement." },
  received: { description: "371.3 requests received in the last 12 months." },
  decided: { description: "Of those, requests whose 48 hours are over: the denominator." },
  onTime: { description: "Answered within 48 hours: the numerator." },
  pending: { description: "Still within their 48 hours: not rated yet." },
  removedByDispute: { description: "Missed deadlines removed after an upheld dispute." },
}).openapi("ComplianceRating", { description: COMPLIANCE_RATING_RULE });

// The months are the profile's own field (`months`), not the figures'.
const figuresSchema = documented(profileFiguresSchema.omit({ months: true }), {
  received: { description: "371.3 requests received: loads that named the broker." },
  complianceRating: complianceRatingPercentSchema,
  onTime: { description: "Answered within 48 hours." },
  missed: { description: "No answer by the deadline (disputes upheld excluded)." },
  pending: { description: "Still within their 48 hours." },
  verifiedRecords: { description: "Loads whose true rate an administrator verified." },
  margin: marginSchema,
}).openapi("BrokerProfileFigures");

export const scoreSchema = z
  .object({
    value: z.number().int().min(0).max(100).nullable().openapi({ example: 82 }),
    reason: z.string().nullable().openapi({ description: "Why there is no number (not enough evidence)." }),
    decidedRequests: z.number().int(),
    parts: scorePartsSchema.nullable(),
    rule: z.string().openapi({ example: SCORE_RULE }),
  })
  .openapi("TransparencyScore", { description: SCORE_RULE });

export type BrokerScore = z.infer<typeof scoreSchema>;

const historySchema = documented(scoreHistoryEntrySchema, {
  month: { example: "2026-10" },
  explanation: { example: "4 requests answered on time, 0 late, 1 missed; 1 dispute upheld (event removed)." },
}).openapi("TransparencyScoreMonth", {
  description: `The score as of each month's end, with what moved it (half-life ${SCORE_HALF_LIFE_DAYS} days).`,
});

export const disputeViewSchema = z
  .object({
    id: disputeColumns.id,
    brokerKey: z.string(),
    brokerName: z.string(),
    loadId: disputeColumns.loadId,
    loadNumber: z.string(),
    kind: disputeColumns.kind,
    statement: disputeColumns.statement,
    status: disputeColumns.status,
    filedAt: isoInstant("2026-11-02T15:04:05.000Z"),
    decisionReason: disputeColumns.decisionReason,
    decidedAt: isoInstant("2026-11-03T10:00:00.000Z").nullable(),
  })
  .openapi("BrokerDispute");

export type DisputeView = z.infer<typeof disputeViewSchema>;

const payCounts = {
  loads: { description: "Invoiced loads counted (paid, or unpaid past 30 days)." },
  awaiting: { description: "Invoiced recently and not paid yet: not counted." },
};

export const daysToPaySchema = z
  .union([
    documented(withheldDaysToPaySchema, payCounts),
    documented(publishedDaysToPaySchema, {
      medianIsLowerBound: {
        description: "True when unpaid loads reach the middle: the real median can only be higher.",
      },
      ...payCounts,
    }),
  ])
  .openapi("BrokerDaysToPay", { description: DAYS_TO_PAY_RULE });

const replyViewSchema = z
  .object({ body: z.string(), writtenAt: isoInstant("2026-11-02T15:04:05.000Z") })
  .openapi("BrokerReply");

export const brokerProfileSchema = z
  .object({
    key: z.string().openapi({ example: KEY_EXAMPLE }),
    displayKey: z.string().openapi({ description: "The key as shown: a free-mail address is masked." }),
    name: z.string(),
    registered: z
      .boolean()
      .openapi({ description: "Whether the brokerage has a TrueRate account (and so can reply)." }),
    mcNumber: z.string().nullable(),
    dotNumber: z.string().nullable(),
    authority: authoritySchema.nullable(),
    window: z.object({ from: isoInstant("2025-11-27T00:00:00.000Z"), to: isoInstant("2026-11-27T00:00:00.000Z") }),
    figures: figuresSchema,
    months: z.array(monthSchema).openapi({ description: "The last 12 months, oldest first, by submission month." }),
    complaints: z.object({
      filed: z.number().int(),
      byOutcome: z.object(
        Object.fromEntries(COMPLAINT_OUTCOMES.map((outcome) => [outcome, z.number().int()])) as Record<
          (typeof COMPLAINT_OUTCOMES)[number],
          z.ZodNumber
        >,
      ),
      removedByDispute: z.number().int(),
    }),
    daysToPay: daysToPaySchema.and(z.object({ rule: z.string() })),
    clauses: z
      .object({
        documents: z
          .object(
            Object.fromEntries(CLAUSE_KINDS.map((kind) => [kind, z.number().int()])) as Record<ClauseKind, z.ZodNumber>,
          )
          .openapi({
            description: "For each kind of clause, how many of the broker's documents carry one.",
            example: { waiver: 2, setoff: 1, forfeiture: 0, fine: 3 },
          }),
        recent: z.array(
          z.object({
            kind: z.enum(CLAUSE_KINDS),
            patternId: z.string(),
            sentence: z.string(),
            detectedAt: isoInstant("2026-11-02T15:04:05.000Z"),
          }),
        ),
      })
      .openapi({
        description:
          "Clauses that cost carriers money or rights, found by the document reader in the broker's documents " +
          "over the window (the clause catalogue, docs/waiver-clauses.md): waivers of the carrier's 49 CFR 371.3 " +
          "right to the record, set-off of claims on other loads, forfeiture of pay for paperwork, and fines; " +
          "counted by kind, with the latest sentences.",
      }),
    identity: z
      .object({
        standing: identityVerdictResponseSchema.openapi({
          description:
            "Whether the broker is who it says, by the checks that need no load: its FMCSA authority (with the " +
            "census file's date), the authority's age, and the reports naming its MC (counts only, from at least 3 " +
            "carriers). Each check quotes its evidence; `unknown` when the data is missing, never `pass`.",
        }),
        fails: z.object({
          loads: z
            .number()
            .int()
            .openapi({
              description:
                "Counted loads of the window that name the broker and fail an identity check now (events: " +
                "`kind=identity_fail`), less those removed by an upheld dispute.",
              example: 2,
            }),
          removedByDispute: z.number().int().openapi({ example: 0 }),
        }),
      })
      .openapi("BrokerProfileIdentity", {
        description:
          "The broker's identity: its standing, and how many of its loads fail a check. A brokerage disputes a " +
          "failing load as it disputes a missed deadline.",
      }),
    score: scoreSchema,
    history: z.array(historySchema),
    reply: replyViewSchema.nullable(),
    disputes: z.array(disputeViewSchema).openapi({ description: "The brokerage's disputes; empty for carriers." }),
    viewer: z.object({ role: z.enum(["admin", "brokerage", "carrier"]), canReply: z.boolean() }),
  })
  .openapi("BrokerProfile");

export type BrokerProfile = z.infer<typeof brokerProfileSchema>;

const pageQuery = pageNumberQuery();

export const eventsQuerySchema = z.object({
  kind: z.enum(PROFILE_EVENT_KINDS).openapi({ param: { name: "kind", in: "query" }, example: "missed" }),
  page: pageQuery,
});

/** One event behind a broker's figures. */
export const profileEventSchema = z.object({
  kind: z.enum(PROFILE_EVENT_KINDS),
  at: isoInstant("2026-10-14T00:00:00.000Z").openapi({
    description:
      "When it happened: to the day for carriers (anonymised), to the instant for the brokerage and administrators.",
  }),
  loadId: z.string().nullable().openapi({
    description:
      "The load behind it: shown to administrators, the brokerage, and the carrier who submitted it; null otherwise.",
  }),
  loadNumber: z.string().nullable(),
  hoursToAnswer: z.number().nullable(),
  complaintOutcome: z.enum(COMPLAINT_OUTCOMES).nullable(),
  detail: z
    .string()
    .nullable()
    .openapi({
      description:
        "A payment in words, a waiver clause's quoted sentence, or an identity fail's failing checks by name; null " +
        "for the other kinds.",
      example: "Paid in 12 days",
    }),
  identity: z
    .array(identityCheckResponseSchema)
    .nullable()
    .openapi({
      description:
        "An identity fail's failing checks, each with its sentence and evidence; null for the other kinds. On another " +
        "carrier's load a carrier reads the rate confirmation match without its values (they name that carrier).",
    }),
  dispute: z.enum(BROKER_DISPUTE_STATUSES).nullable(),
  removedFromScore: z
    .boolean()
    .openapi({ description: "The event left the score because an administrator upheld the broker's dispute." }),
});

export type ProfileEvent = z.infer<typeof profileEventSchema>;

export const profileEventsSchema = z
  .object({
    key: z.string(),
    kind: z.enum(PROFILE_EVENT_KINDS),
    page: z.number().int(),
    total: z.number().int(),
    events: z.array(profileEventSchema),
  })
  .openapi("BrokerProfileEvents");

export const replyRequestSchema = replySchema.openapi("BrokerReplyRequest", {
  example: { body: "We answer every 371.3 request from our compliance desk within a day." },
});
export { replyViewSchema };

export const disputeRequestSchema = disputeSchema.openapi("BrokerDisputeRequest", {
  example: {
    loadId: "7f1c2d9e-4b7a-4c33-9a55-2f0d6c1e8b10",
    kind: "deadline_missed",
    statement: "We e-mailed the rate confirmation and invoice to the carrier 20 hours after the load; copy attached.",
  },
});

export const disputeDecisionRequestSchema = disputeDecisionSchema.openapi("BrokerDisputeDecisionRequest", {
  example: { decision: "upheld", reason: "The carrier's mailbox shows the documents arrived in time." },
});

export const disputeListQuerySchema = z.object({
  status: z
    .enum(BROKER_DISPUTE_STATUSES)
    .default("open")
    .openapi({ param: { name: "status", in: "query" } }),
  page: pageQuery,
});

export const listBrokerDisputesResponseSchema = z
  .object({ disputes: z.array(disputeViewSchema), page: z.number().int(), hasMore: z.boolean() })
  .openapi("BrokerDisputePage");
