// A lane as asked (each end a city and state, or a ZIP code) resolved to what the rules read: the
// city, state and point of each end. Lookups and histories resolve their lanes alike.
import type { TrailerType } from "@truerate/domain/enums";
import type { Coordinates } from "@truerate/domain/geo";
import { boundingBox } from "@truerate/domain/geo";
import { type LaneArea, type LaneEnd, RADIUS_MILES } from "@truerate/domain/rates/escalation";
import { validationFailed } from "../../core/errors";
import { LANE_END_MESSAGES } from "../../schemas/v1/lane-end-messages";
import { knownPlaces, placeKey } from "../places/known-places";
import { findZipCodes } from "../places/zip-codes";
import type { ReportQuery } from "./lane-reports";

/** A lane end as asked: a city and state, or a ZIP code (the request schema allows one or the other). */
export interface LaneEndInput {
  city?: string | undefined;
  state?: string | undefined;
  zip?: string | undefined;
}

export interface LaneEndsInput {
  origin: LaneEndInput;
  destination: LaneEndInput;
  equipment: TrailerType;
}

/** A lane end resolved: a ZIP code brings its city, state and its own point. */
interface ResolvedEnd {
  city: string;
  state: string;
  zip?: string;
  point?: Coordinates;
}

/** The lane as answered (echoed to the caller) and its ends as the rules read them. */
export interface ResolvedLane<L extends LaneEndsInput> {
  lane: Omit<L, "origin" | "destination"> & { origin: ResolvedEnd; destination: ResolvedEnd };
  origin: LaneEnd;
  destination: LaneEnd;
}

const placeName = (end: { city: string; state: string }) => placeKey(end.city, end.state);

/**
 * Resolves ZIP codes to their city, state and point in one statement, and the named cities to
 * their points in another. An unknown ZIP is the caller's mistake: a 400 naming the field
 * (`lanes.3.origin.zip`, after `fieldPrefix`).
 */
export async function resolveLanes<L extends LaneEndsInput>(
  db: D1Database,
  lanes: readonly L[],
  fieldPrefix: (index: number) => string,
): Promise<ResolvedLane<L>[]> {
  const zips = await findZipCodes(
    db,
    lanes.flatMap((lane) => [lane.origin.zip, lane.destination.zip].filter((zip): zip is string => zip !== undefined)),
  );
  const unknown: Record<string, string[]> = {};
  const resolve = (end: LaneEndInput, field: string): ResolvedEnd => {
    if (end.zip === undefined) return { city: end.city ?? "", state: end.state ?? "" };
    const found = zips.get(end.zip);
    if (!found) {
      unknown[field] = [LANE_END_MESSAGES.unknownZip];
      return { city: "", state: "" };
    }
    return { city: found.city, state: found.state, zip: end.zip, point: { lat: found.latitude, lng: found.longitude } };
  };
  const resolved = lanes.map((lane, index) => ({
    ...lane,
    origin: resolve(lane.origin, `${fieldPrefix(index)}origin.zip`),
    destination: resolve(lane.destination, `${fieldPrefix(index)}destination.zip`),
  }));
  if (Object.keys(unknown).length > 0) throw validationFailed(LANE_END_MESSAGES.unknownZip, unknown);
  const points = await knownPlaces(
    db,
    resolved.flatMap((lane) => [lane.origin, lane.destination].filter((end) => !end.point).map(placeName)),
  );
  const endOf = (end: ResolvedEnd): LaneEnd => ({
    city: end.city,
    state: end.state,
    point: end.point ?? points.get(placeName(end)) ?? null,
  });
  return resolved.map((lane) => ({ lane, origin: endOf(lane.origin), destination: endOf(lane.destination) }));
}

/** Whether the radius step can be read: both ends have a point. */
export const hasPoints = (lane: { origin: LaneEnd; destination: LaneEnd }) =>
  lane.origin.point !== null && lane.destination.point !== null;

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
