// A lane as asked (each end a city and state, a ZIP code, a three-digit ZIP area or a state)
// resolved to what the rules read: the city, state, point and ZIP3 area of each end, and the
// narrowest area it may be judged at. Lookups and histories resolve their lanes alike.
import type { z } from "@hono/zod-openapi";
import type { Coordinates } from "@truerate/domain/geo";
import { boundingBox } from "@truerate/domain/geo";
import {
  type AskedArea,
  type LaneArea,
  type LaneEnd,
  RADIUS_MILES,
  widerAsked,
} from "@truerate/domain/rates/escalation";
import { LANE_END_MESSAGES } from "@truerate/domain/validation/lane-end-messages";
import { zip3Of } from "@truerate/domain/zip3-areas";
import { validationFailed } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { findZip3Areas, findZipCodes, knownPlaces } from "../../db/queries/places";
import type { historyLaneSchema } from "../../schemas/v1/rate-history";
import type { laneInputSchema } from "../../schemas/v1/rates";
import { placeKey } from "../places/known-places";
import type { ReportQuery } from "./lane-reports";

/** A lane end as asked: a city and state, a ZIP code, a ZIP3 area or a state (the schema allows one). */
export type LaneEndInput = z.output<typeof laneInputSchema>["origin"];

/** A lane as asked, without a timeframe (a history's lane; a lookup's adds one). */
export type LaneEndsInput = z.output<typeof historyLaneSchema>;

/** A lane end resolved: a ZIP code brings its city, state and its own point; a ZIP3 area its state. */
interface ResolvedEnd {
  /** Empty for an end asked as a ZIP3 area or a state. */
  city: string;
  state: string;
  zip?: string;
  zip3?: string;
  point?: Coordinates;
}

const askedAt = (end: ResolvedEnd): AskedArea => (end.city ? "city" : end.zip3 ? "zip3" : "state");

/** The lane as answered (echoed to the caller) and its ends as the rules read them. */
export interface ResolvedLane<L extends LaneEndsInput> {
  lane: Omit<L, "origin" | "destination"> & { origin: ResolvedEnd; destination: ResolvedEnd };
  origin: LaneEnd;
  destination: LaneEnd;
}

const placeName = (end: { city: string; state: string }) => placeKey(end.city, end.state);

/**
 * Resolves ZIP codes to their city, state and point and ZIP3 areas to their state (one statement
 * each), and the named cities to their points and areas in another. An unknown ZIP or ZIP3 area is
 * the caller's mistake: a 400 naming the field (`lanes.3.origin.zip`, after `fieldPrefix`).
 * `narrowest` judges every end no narrower than that area (the search page's "their states").
 */
export async function resolveLanes<L extends LaneEndsInput>(
  ctx: ServiceContext,
  {
    lanes,
    fieldPrefix,
    narrowest = "city",
  }: { lanes: readonly L[]; fieldPrefix: (index: number) => string; narrowest?: AskedArea },
): Promise<ResolvedLane<L>[]> {
  const db = ctx.env.DB;
  const ends = lanes.flatMap((lane) => [lane.origin, lane.destination]);
  const defined = (value: string | undefined): value is string => value !== undefined;
  const [zips, areas] = await Promise.all([
    findZipCodes(db, ends.map((end) => end.zip).filter(defined)),
    findZip3Areas(db, ends.map((end) => end.zip3).filter(defined)),
  ]);
  const unknown: Record<string, string[]> = {};
  const refuse = (field: string, message: string): ResolvedEnd => {
    unknown[field] = [message];
    return { city: "", state: "" };
  };
  const resolve = (end: LaneEndInput, field: string): ResolvedEnd => {
    if (end.zip3 !== undefined) {
      const state = areas.get(end.zip3);
      return state ? { city: "", state, zip3: end.zip3 } : refuse(`${field}.zip3`, LANE_END_MESSAGES.unknownZip3);
    }
    if (end.zip === undefined) return { city: end.city ?? "", state: end.state ?? "" };
    const found = zips.get(end.zip);
    if (!found) return refuse(`${field}.zip`, LANE_END_MESSAGES.unknownZip);
    const point = { lat: found.latitude, lng: found.longitude };
    return { city: found.city, state: found.state, zip: end.zip, zip3: zip3Of(end.zip), point };
  };
  const resolved = lanes.map((lane, index) => ({
    ...lane,
    origin: resolve(lane.origin, `${fieldPrefix(index)}origin`),
    destination: resolve(lane.destination, `${fieldPrefix(index)}destination`),
  }));
  const mistakes = Object.values(unknown);
  if (mistakes.length > 0) throw validationFailed(mistakes[0]?.[0] ?? LANE_END_MESSAGES.unknownZip, unknown);
  const places = await knownPlaces(
    db,
    resolved.flatMap((lane) => [lane.origin, lane.destination].filter((end) => end.city && !end.point).map(placeName)),
  );
  const endOf = (end: ResolvedEnd): LaneEnd => {
    const place = end.city ? places.get(placeName(end)) : undefined;
    return {
      city: end.city,
      state: end.state,
      point: end.point ?? (place ? { lat: place.lat, lng: place.lng } : null),
      zip3: end.zip3 ?? place?.zip3 ?? null,
      asked: widerAsked(askedAt(end), narrowest),
    };
  };
  return resolved.map((lane) => ({ lane, origin: endOf(lane.origin), destination: endOf(lane.destination) }));
}

/**
 * Whether a lane's first read can be the boxes around its two cities: both ends have a point and
 * are judged at their cities. An end asked (or judged) as a ZIP3 area or a state starts wider, and
 * its first step lies outside the boxes, so such a lane reads its two states first.
 */
export const readsAroundCities = ({ origin, destination }: { origin: LaneEnd; destination: LaneEnd }) =>
  origin.point !== null &&
  destination.point !== null &&
  (origin.asked ?? "city") === "city" &&
  (destination.asked ?? "city") === "city";

/**
 * The read of a lane's reports from `firstDay`: the radius area reads only the boxes around both
 * ends (it holds the city step's reports too); the state area reads the two states.
 */
export function reportQuery(
  { lane, origin, destination }: ResolvedLane<LaneEndsInput>,
  area: LaneArea,
  firstDay: string,
): ReportQuery {
  return {
    equipment: lane.equipment,
    originState: lane.origin.state,
    destinationState: lane.destination.state,
    originCity: lane.origin.city,
    destinationCity: lane.destination.city,
    originZip3: origin.zip3 ?? null,
    destinationZip3: destination.zip3 ?? null,
    firstDay,
    ...(area !== "state" && origin.point && destination.point
      ? {
          boxes: {
            pickup: boundingBox(origin.point, RADIUS_MILES),
            delivery: boundingBox(destination.point, RADIUS_MILES),
          },
        }
      : {}),
  };
}
