import { z } from "@hono/zod-openapi";
import { TRAILER_TYPES } from "@truerate/domain/enums";
import { isUsStateCode } from "@truerate/domain/geo-us-states";
import type { RATE_TIMEFRAMES } from "@truerate/domain/partners/vocabulary";
import { confidenceLevelSchema } from "@truerate/domain/rates/confidence";
import { LANE_AREAS } from "@truerate/domain/rates/escalation";
import { withheldReasonSchema } from "@truerate/domain/rates/publication";
import { CAP_RULE, OUTLIER_RULE } from "@truerate/domain/rates/robust";
import { spreadSchema } from "@truerate/domain/rates/statistics";
import { LANE_END_MESSAGES } from "@truerate/domain/validation/lane-end-messages";
import { documented, documentedAs } from "../openapi";

export const MAX_LANES = 100;

/** A lane end asked as a ZIP code, as the document shows it (the load search's sides reuse it). */
export const laneEndZipSchema = z
  .strictObject({
    zip: z
      .string()
      .regex(/^\d{5}$/)
      .openapi({ example: "75201" }),
  })
  .openapi("LaneEndZip", { description: "A five-digit US ZIP code: its city, state and point are used." });

export const laneEndZip3Schema = z
  .strictObject({
    zip3: z
      .string()
      .regex(/^\d{3}$/)
      .openapi({ example: "752" }),
  })
  .openapi("LaneEndZip3", {
    description:
      "A three-digit ZIP area (the first three digits of its ZIP codes): the lane is judged no narrower than it.",
  });

export const laneEndStateSchema = z
  .strictObject({ state: z.string().length(2).openapi({ description: "Two-letter state code.", example: "TX" }) })
  .openapi("LaneEndState", { description: "A whole state: the lane is judged no narrower than it." });

/** A lane end as the document shows it: exactly one of its forms (the refinement below enforces it). */
export const laneEndSchema = z
  .union([
    z
      .strictObject({
        city: z.string().min(1).max(100).openapi({ example: "Dallas" }),
        state: z.string().length(2).openapi({ description: "Two-letter state code.", example: "TX" }),
      })
      .openapi("LaneEndCity", { description: "A US city and its state." }),
    laneEndZipSchema,
    laneEndZip3Schema,
    laneEndStateSchema,
  ])
  .openapi(
    "LaneEnd",
    {
      description:
        "One of: a city and its state, a ZIP code, a three-digit ZIP area, or a state. An end given as an area starts " +
        "the escalation at that area.",
    },
    { unionPreferredType: "oneOf" },
  );

const place = (example: { city: string; state: string }) =>
  z
    .object({
      city: z
        .string()
        .trim()
        .min(1, { error: LANE_END_MESSAGES.cityRequired })
        .max(100)
        .optional()
        .openapi({ example: example.city }),
      state: z
        .string()
        .trim()
        .length(2, { error: "State must be 2 characters" })
        .transform((value) => value.toUpperCase())
        // An unknown state would be read as a lane with no reports: refused, as the load search does.
        .refine((code): boolean => isUsStateCode(code), { error: LANE_END_MESSAGES.stateCode })
        .optional()
        .openapi({ example: example.state }),
      zip: z
        .string()
        .trim()
        .regex(/^\d{5}$/, { error: LANE_END_MESSAGES.zipFormat })
        .optional()
        .openapi({ description: "A five-digit US ZIP code, instead of city and state.", example: "75201" }),
      zip3: z
        .string()
        .trim()
        .regex(/^\d{3}$/, { error: LANE_END_MESSAGES.zip3Format })
        .optional()
        .openapi({ description: "A three-digit ZIP area, instead of a city or a ZIP code.", example: "752" }),
    })
    .superRefine((end, context) => {
      if (end.zip3 !== undefined) {
        if (end.city !== undefined || end.state !== undefined || end.zip !== undefined)
          context.addIssue({ code: "custom", path: ["zip3"], message: LANE_END_MESSAGES.oneForm });
        return;
      }
      if (end.zip !== undefined) {
        if (end.city !== undefined || end.state !== undefined)
          context.addIssue({ code: "custom", path: ["zip"], message: LANE_END_MESSAGES.zipOrCity });
        return;
      }
      // A state alone is the whole state; a city needs its state.
      if (end.state === undefined)
        context.addIssue({
          code: "custom",
          path: ["state"],
          message: end.city === undefined ? LANE_END_MESSAGES.oneForm : LANE_END_MESSAGES.stateRequired,
        });
    })
    .openapi({
      description:
        "A US city and its two-letter state, a five-digit ZIP code (its city, state and point are used), a " +
        "three-digit ZIP area, or a state alone.",
      example,
    });

/** Checked as one object, so each field keeps its own message; documented as the oneOf it is. */
const documentedPlace = (example: { city: string; state: string }) => documentedAs(place(example), "LaneEnd");

export const laneInputSchema = z
  .object({
    origin: documentedPlace({ city: "Dallas", state: "TX" }),
    destination: documentedPlace({ city: "Atlanta", state: "GA" }),
    equipment: z
      .enum(TRAILER_TYPES, { error: "Trailer type must be one of dry_van, reefer, flatbed or power_only" })
      .openapi({ example: "dry_van" }),
    timeframeDays: z
      .union(
        [
          z.literal(7),
          z.literal(15),
          z.literal(30),
          z.literal(60),
          z.literal(90),
          z.literal(365),
        ] satisfies z.ZodLiteral<(typeof RATE_TIMEFRAMES)[number]>[],
        { error: "timeframeDays must be one of 7, 15, 30, 60, 90 or 365" },
      )
      .default(30)
      .openapi({ description: "7, 15, 30, 60, 90 or 365 days back from today.", example: 30 }),
  })
  .openapi("LaneInput");

export const lookupRequestSchema = z
  .object({
    lanes: z
      .array(laneInputSchema)
      .min(1, { error: "Send at least one lane" })
      .max(MAX_LANES, { error: "A lookup holds at most 100 lanes" }),
  })
  .openapi("RateLookupRequest");

export const spread = documented(spreadSchema, {
  average: { example: 2.61 },
  median: { example: 2.58 },
  p25: { example: 2.4 },
  p75: { example: 2.79 },
}).openapi("RateSpread", { description: "US dollars; p25–p75 is the band where the middle half of rates fall." });

const figures = z.object({ perMile: spread, perTrip: spread }).openapi("RateFigures");

// A schema of its own rather than `figures.extend(...)`: the generator renders an extended, nullable
// registered schema as `allOf: [RateFigures, {type: [object, null]}]`, which `null` can never match.
const trueRateFigures = z
  .object({ perMile: spread, perTrip: spread, reports: z.number().int().openapi({ example: 14 }) })
  .openapi("TrueRateFigures", { description: "The verified true rate's figures and how many reports carry one." });

const step = z.object({ area: z.enum(LANE_AREAS), timeframeDays: z.number().int() }).openapi("EscalationStep", {
  description:
    "city: the two cities; radius: within 100 miles of both; zip3: the two three-digit ZIP areas; state: the two " +
    "states. An end asked as an area is judged at that area in narrower steps.",
});

const escalation = z
  .object({
    requested: step,
    applied: step,
    steps: z.number().int().openapi({
      description: "How many steps of the escalation order were tried before the applied one (0: the lane as asked).",
      example: 0,
    }),
  })
  .openapi("Escalation");

const companies = z
  .object({
    brokers: z
      .number()
      .int()
      .openapi({ description: "Broker companies (a brokerage, an MC number or an e-mail domain).", example: 6 }),
    carriers: z
      .number()
      .int()
      .openapi({ description: "Carrier companies (a USDOT number, else a carrier account).", example: 9 }),
  })
  .openapi("LaneCompanies", {
    description:
      "The companies behind the counted reports, never accounts or addresses. A withheld lane counts them before a " +
      "broker's share was capped, so a lane the caps emptied still says who reports on it.",
  });

const excluded = z
  .object({
    quarantined: z.number().int().openapi({
      description: "Reports held for an administrator's review, or rejected by one.",
      example: 2,
    }),
    capped: z.number().int().openapi({
      description: "Reports beyond one source's or one broker's share of the lane (see rules.caps).",
      example: 0,
    }),
    outliers: z
      .number()
      .int()
      .openapi({ description: "Reports outside the lane's outlier fences (see rules.outliers).", example: 1 }),
    rules: z.object({
      outliers: z.string().openapi({ example: OUTLIER_RULE }),
      caps: z.string().openapi({ example: CAP_RULE }),
    }),
  })
  .openapi("LaneExclusions", {
    description:
      "What the figures left out of the applied step's reports, and why: every published or withheld lane says it, " +
      "so a clean lane can be told from a filtered one.",
  });
/** The reason with the lane's own counts, from the domain's rules (rates/withheld-explanation.ts). */
const withheldExplanation = z.string().openapi({
  description: "Why the figure is withheld, with what the lane has and what the rule needs.",
  example: "one broker is all of this lane's reports; at least 3 brokers are needed",
});

const publishedLane = z
  .object({
    status: z.literal("published"),
    carrierRate: figures.openapi({
      description: "What carriers reported they were paid (carrier-reported, not verified).",
    }),
    trueRate: z.union([trueRateFigures, z.null()]).openapi({
      description:
        "What the broker was paid, from reports whose true rate an administrator verified against the broker's 371.3 " +
        "record only; null (see trueRateWithheld) when too few carry one.",
    }),
    trueRateWithheld: z
      .object({
        reason: withheldReasonSchema,
        message: z.string(),
        explanation: withheldExplanation.openapi({ example: "29 verified reports from 2 brokers; 3 are needed" }),
      })
      .nullable(),
    brokerMargin: z
      .object({ averagePct: z.number(), medianPct: z.number() })
      .nullable()
      .openapi({
        description: "(true rate − carrier rate) / true rate, in percent.",
        example: { averagePct: 17.4, medianPct: 15.9 },
      }),
    mileage: z.object({ average: z.number().int().openapi({ example: 781 }) }),
    reports: z.number().int().openapi({ example: 23 }),
    companies,
    maxContributorShare: z
      .number()
      .openapi({ description: "The largest broker's share of the reports.", example: 0.21 }),
    verification: z.object({
      verified: z.number().int().openapi({
        description: "Reports whose true rate an administrator verified against the broker's record.",
        example: 14,
      }),
      documentVerified: z
        .number()
        .int()
        .openapi({
          description:
            "Of those, the reports whose rate confirmation, as the document reader read it, agrees with the load and " +
            "states the carrier pay of the record the true rate was verified against.",
          example: 9,
        }),
    }),
    confidence: z.object({
      score: z.number().int().openapi({ example: 78 }),
      level: confidenceLevelSchema,
      rule: z.string(),
    }),
    publicationRule: z.string(),
    escalation,
    excluded,
  })
  .openapi("PublishedLane");

const withheldLane = z
  .object({
    status: z.literal("withheld"),
    reason: withheldReasonSchema,
    message: z.string().openapi({ example: "Fewer than 7 reports support this lane" }),
    explanation: withheldExplanation,
    reports: z.number().int(),
    companies,
    publicationRule: z.string(),
    escalation,
    excluded,
  })
  .openapi("WithheldLane");

export const laneEnd = z.object({
  city: z.string().openapi({ description: "Empty when the end was asked as a ZIP3 area or a state." }),
  state: z.string(),
  zip: z.string().optional().openapi({ description: "The ZIP code asked for, when the end was given by ZIP." }),
  zip3: z.string().optional().openapi({
    description: "The ZIP3 area asked for, or the one a ZIP code lies in, when the end was given by either.",
  }),
});

const laneEcho = z.object({
  origin: laneEnd,
  destination: laneEnd,
  equipment: z.enum(TRAILER_TYPES),
  timeframeDays: z.number().int(),
});

export const laneResultSchema = z
  .discriminatedUnion("status", [publishedLane.extend({ lane: laneEcho }), withheldLane.extend({ lane: laneEcho })])
  .openapi("LaneRates");

export const lookupResultSchema = z
  .object({ asOf: z.string().openapi({ example: "2026-11-23T12:00:00.000Z" }), lanes: z.array(laneResultSchema) })
  .openapi("RateLookupResult");
