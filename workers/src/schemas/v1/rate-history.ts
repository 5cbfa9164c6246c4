import { z } from "@hono/zod-openapi";
import { TRAILER_TYPES } from "@truerate/domain/enums";
import {
  HISTORY_WEEKS,
  laneHistorySchema,
  publishedWeekSchema,
  weekExclusionsSchema,
  withheldWeekSchema,
} from "@truerate/domain/rates/lane-history";
import { WITHHELD_MESSAGES, type withheldReasonSchema } from "@truerate/domain/rates/publication";
import { documented } from "../openapi";
import { laneEnd, laneInputSchema, MAX_LANES, spread } from "./rates";

export const historyLaneSchema = laneInputSchema.omit({ timeframeDays: true }).openapi("HistoryLaneInput");

export const historyRequestSchema = z
  .object({
    lanes: z
      .array(historyLaneSchema)
      .min(1, { error: "Send at least one lane" })
      .max(MAX_LANES, { error: "A history request holds at most 100 lanes" }),
  })
  .openapi("LaneHistoryRequest", {
    example: {
      lanes: [
        {
          origin: { city: "Dallas", state: "TX" },
          destination: { city: "Atlanta", state: "GA" },
          equipment: "dry_van",
        },
        { origin: { city: "Chicago", state: "IL" }, destination: { city: "Dallas", state: "TX" }, equipment: "reefer" },
      ],
    },
  });

const excludedCounts = documented(weekExclusionsSchema, {
  quarantined: { example: 0 },
  capped: { example: 1 },
  outliers: { example: 0 },
}).openapi("HistoryWeekExclusions", {
  description: "What the week's figures left out, by the lookup's rules (LaneExclusions).",
});

const weekStart = { description: "The week's Monday (UTC), YYYY-MM-DD.", example: "2026-11-16" };
const weekReports = { description: "Reports counted in the week.", example: 14 };

const publishedWeek = documented(publishedWeekSchema, {
  weekStart,
  reports: weekReports,
  excluded: excludedCounts,
  carrierRate: spread,
  // A union, not `spread.nullable()`: the generator renders a nullable registered schema as an allOf null never matches.
  trueRate: z.union([spread, z.null()]),
  brokerMargin: { description: "(true rate − carrier rate) / true rate, in percent." },
}).openapi("PublishedHistoryWeek", {
  description:
    "carrierRate: the carrier rate per mile, US dollars. trueRate: the verified true rate per mile; null (see " +
    "trueRateWithheld) when too few of the week's reports carry one.",
});

const withheldWeek = documented(withheldWeekSchema, {
  weekStart,
  reports: weekReports,
  excluded: excludedCounts,
}).openapi("WithheldHistoryWeek", {
  description:
    "A gap in the history: the week's reports could expose a company, so no figure is given. The reason's " +
    "message is in the answer's withheldReasons.",
});

const historyWeek = z.discriminatedUnion("status", [publishedWeek, withheldWeek]).openapi("HistoryWeek");

const laneHistory = z
  .object({
    lane: z.object({ origin: laneEnd, destination: laneEnd, equipment: z.enum(TRAILER_TYPES) }),
    ...documented(laneHistorySchema, {
      area: {
        description:
          "The area every week was read at (see areaRule): city, radius (100 miles around both), zip3 (the two ZIP3 " +
          "areas) or state.",
        example: "city",
      },
      publishedWeeks: { example: 51 },
      weeks: z
        .array(historyWeek)
        .openapi({ description: `${HISTORY_WEEKS} weeks, oldest first; the last is this week.` }),
    }).shape,
  })
  .openapi("LaneHistory");

const EXAMPLE_WEEKS = [
  {
    weekStart: "2026-11-09",
    status: "published",
    reports: 14,
    excluded: { quarantined: 0, capped: 1, outliers: 0 },
    carrierRate: { average: 2.61, median: 2.58, p25: 2.4, p75: 2.79 },
    trueRate: { average: 3.12, median: 3.08, p25: 2.9, p75: 3.3 },
    trueRateWithheld: null,
    brokerMargin: { averagePct: 16.3, medianPct: 15.9 },
  },
  {
    weekStart: "2026-11-16",
    status: "withheld",
    reports: 4,
    excluded: { quarantined: 0, capped: 0, outliers: 0 },
    reason: "too_few_reports",
  },
];

/**
 * Each reason's message, once per answer rather than in each of a hundred lanes' 58 weeks (the
 * messages were a fifth of an answer's bytes).
 */
export const withheldReasonsSchema = z
  .object({
    too_few_reports: z.string(),
    too_few_brokers: z.string(),
    too_few_carriers: z.string(),
    dominant_broker: z.string(),
  } satisfies Record<z.infer<typeof withheldReasonSchema>, z.ZodString>)
  .openapi("WithheldReasons", {
    description: "What each withheld reason means, for the weeks (and true rates) withheld in this answer.",
    example: WITHHELD_MESSAGES,
  });

export const historyResultSchema = z
  .object({
    asOf: z.string().openapi({ example: "2026-11-23T12:00:00.000Z" }),
    publicationRule: z.string(),
    areaRule: z.string(),
    withheldReasons: withheldReasonsSchema,
    lanes: z.array(laneHistory),
  })
  .openapi("LaneHistoryResult", {
    example: {
      asOf: "2026-11-23T12:00:00.000Z",
      publicationRule: "A lane is published only with at least 7 reports from at least 3 brokers and 3 carriers, …",
      areaRule: "A history reads one area for all its weeks, so they compare: …",
      withheldReasons: WITHHELD_MESSAGES,
      lanes: [
        {
          lane: {
            origin: { city: "Dallas", state: "TX" },
            destination: { city: "Atlanta", state: "GA" },
            equipment: "dry_van",
          },
          area: "city",
          publishedWeeks: 51,
          weeks: EXAMPLE_WEEKS,
        },
      ],
    },
  });
