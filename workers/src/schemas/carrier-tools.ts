import { z } from "@hono/zod-openapi";
import { ALERT_DIRECTIONS, MAX_ALERT_THRESHOLD, MIN_ALERT_THRESHOLD } from "@truerate/domain/carrier-tools/rate-alert";
import { TRAILER_TYPES } from "@truerate/domain/enums";
import { isUsStateCode } from "@truerate/domain/geo-us-states";
import { laneEndStateSchema, laneEndZip3Schema, laneEndZipSchema, laneResultSchema } from "./v1/rates";

const coordinates = z.object({ lat: z.number(), lng: z.number() });
const searchPlace = z.object({
  address: z.string().openapi({ example: "Dallas, TX" }),
  coordinates: coordinates.openapi({ example: { lat: 32.78306, lng: -96.80667 } }),
});

/** A search exactly as POST /api/loads/search accepts it, so a client can post it again. */
/** A side as it was asked: a chosen city's place, or a partner lane end's ZIP, ZIP3 or state form. */
const storedSide = z.union([searchPlace, laneEndZipSchema, laneEndZip3Schema, laneEndStateSchema]);

export const storedSearchRequest = z
  .object({
    origin: storedSide,
    destination: storedSide,
    originRadius: z.number().int().openapi({ example: 150 }),
    destinationRadius: z.number().int().openapi({ example: 150 }),
    availableTypes: z.array(z.enum(TRAILER_TYPES)).openapi({ example: ["dry_van"] }),
    startDate: z.string().optional().openapi({ example: "2026-11-01" }),
    endDate: z.string().optional().openapi({ example: "2026-11-30" }),
  })
  .openapi("RecentSearchRequest", { description: "The body of POST /api/loads/search that ran this search." });

export type StoredSearchRequest = z.infer<typeof storedSearchRequest>;

export const recentSearchSchema = z.object({
  id: z.string(),
  label: z.string().openapi({ example: "Dallas, TX → Atlanta, GA · Dry Van" }),
  request: storedSearchRequest,
  searchedAt: z.string().openapi({ example: "2026-11-25T15:04:05.000Z" }),
});

export type RecentSearch = z.infer<typeof recentSearchSchema>;

export const recentSearchesSchema = z
  .object({
    searches: z.array(recentSearchSchema),
    kept: z.number().int().openapi({ description: "How many searches are kept; older ones are dropped.", example: 20 }),
  })
  .openapi("RecentSearches");

const laneEnd = (example: { city: string; state: string }) =>
  z
    .object({
      city: z
        .string({ error: "City is required" })
        .trim()
        .min(1, { error: "City is required" })
        .max(100, { error: "City must be at most 100 characters" })
        .openapi({ example: example.city }),
      state: z
        .string({ error: "State is required" })
        .trim()
        .transform((value) => value.toUpperCase())
        .refine(isUsStateCode, { error: "State must be a two-letter US state code" })
        .openapi({ example: example.state }),
    })
    .openapi({ example });

export const saveLaneRequestSchema = z
  .object({
    origin: laneEnd({ city: "Dallas", state: "TX" }),
    destination: laneEnd({ city: "Atlanta", state: "GA" }),
    equipment: z
      .enum(TRAILER_TYPES, { error: "Trailer type must be one of dry_van, reefer, flatbed or power_only" })
      .openapi({ example: "dry_van" }),
  })
  .openapi("SaveLaneRequest");

export type SavedLaneInput = z.infer<typeof saveLaneRequestSchema>;

export const laneAlertRequestSchema = z
  .object({
    thresholdPerMile: z
      .number({ error: "Enter the threshold in dollars per mile, for example 2.50" })
      .min(MIN_ALERT_THRESHOLD, { error: `The threshold must be at least $${MIN_ALERT_THRESHOLD.toFixed(2)} per mile` })
      .max(MAX_ALERT_THRESHOLD, { error: `The threshold must be at most $${MAX_ALERT_THRESHOLD.toFixed(2)} per mile` })
      .openapi({ description: "US dollars per mile, rounded to cents.", example: 2.5 }),
    direction: z
      .enum(ALERT_DIRECTIONS, { error: "Direction must be above or below" })
      .openapi({ description: "Alert when the figure reaches the threshold from below (above) or above (below)." }),
  })
  .openapi("LaneAlertRequest");

export const savedLaneSchema = z
  .object({
    id: z.string(),
    label: z.string().openapi({ example: "Dallas, TX → Atlanta, GA · Dry Van" }),
    origin: z.object({ city: z.string(), state: z.string() }),
    destination: z.object({ city: z.string(), state: z.string() }),
    equipment: z.enum(TRAILER_TYPES),
    savedAt: z.string(),
    current: z.union([laneResultSchema, z.null()]).openapi({
      description:
        "The lane's published figures over the last 30 days (the search results page's summary), or why they are withheld.",
    }),
    alert: z
      .object({
        thresholdPerMile: z.number().openapi({ example: 2.5 }),
        direction: z.enum(ALERT_DIRECTIONS),
        lastSeenPerMile: z.number().nullable().openapi({
          description: "The last published median carrier rate per mile the alert saw; null when none yet.",
        }),
      })
      .nullable(),
  })
  .openapi("SavedLane");

export const savedLanesSchema = z
  .object({
    lanes: z.array(savedLaneSchema),
    limit: z.number().int().openapi({ example: 20 }),
  })
  .openapi("SavedLanes");

export const unsubscribeResultSchema = z
  .object({
    lane: z.string().openapi({ example: "Dallas, TX → Atlanta, GA · Dry Van" }),
    active: z.boolean(),
    message: z.string().openapi({ example: "Rate alerts for Dallas, TX → Atlanta, GA · Dry Van are off." }),
  })
  .openapi("RateAlertSubscription");

export const unsubscribeParamsSchema = z.object({
  token: z
    .string()
    .min(1)
    .max(128)
    .openapi({ param: { name: "token", in: "path" }, description: "The token from the alert e-mail's link." }),
});
