import type { TrailerType } from "@truerate/domain/enums";
import type { Coordinates } from "@truerate/domain/geo";
import { boundingBox } from "@truerate/domain/geo";
import type { RateTimeframe } from "@truerate/domain/partners/vocabulary";
import { firstDayOf, RADIUS_MILES, type ReadScope } from "@truerate/domain/rates/escalation";
import { aggregateLane, type LaneAggregate, type LaneRequest, widerScope } from "@truerate/domain/rates/lane-aggregate";
import { validationFailed } from "../../core/errors";
import { findZipCodes } from "../places/zip-codes";
import { knownPlaces, placeKey } from "../reports/known-places";
import { LANE_END_MESSAGES } from "./lane-end-messages";
import { type ReportQuery, readLaneReports } from "./lane-reports";

/** A lane end as asked: a city and state, or a ZIP code (the request schema allows one or the other). */
export interface LaneEndInput {
  city?: string | undefined;
  state?: string | undefined;
  zip?: string | undefined;
}

export interface LaneInput {
  origin: LaneEndInput;
  destination: LaneEndInput;
  equipment: TrailerType;
  timeframeDays: RateTimeframe;
}

/** A lane end resolved: a ZIP code brings its city, state and its own point. */
interface ResolvedEnd {
  city: string;
  state: string;
  zip?: string;
  point?: Coordinates;
}

interface ResolvedLane extends Omit<LaneInput, "origin" | "destination"> {
  origin: ResolvedEnd;
  destination: ResolvedEnd;
}

export type LaneLookup = { lane: ResolvedLane } & LaneAggregate;

/**
 * Resolves ZIP codes to their city, state and point, in one statement. An unknown ZIP is the
 * caller's mistake: a 400 naming the field (`lanes.3.origin.zip`, after `fieldPrefix`).
 */
async function resolveEnds(
  db: D1Database,
  lanes: readonly LaneInput[],
  fieldPrefix: (index: number) => string,
): Promise<ResolvedLane[]> {
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
  return resolved;
}

const placeName = (end: { city: string; state: string }) => placeKey(end.city, end.state);

/**
 * Lane true rates for up to 100 lanes, each end a city and state or a ZIP code. The reports of the
 * requested timeframe around the two cities are read first (one round trip for every lane); only
 * lanes still withheld then read the same area a year back, and then both states a year back, for
 * the escalation (domain/rates/escalation.ts). Every rule (publication, escalation, confidence) is
 * in domain/rates.
 */
export async function lookupLanes(
  db: D1Database,
  asked: readonly LaneInput[],
  now: number,
  fieldPrefix: (index: number) => string = (index) => `lanes.${index}.`,
): Promise<LaneLookup[]> {
  const lanes = await resolveEnds(db, asked, fieldPrefix);
  const points = await knownPlaces(
    db,
    lanes.flatMap((lane) => [lane.origin, lane.destination].filter((end) => !end.point).map(placeName)),
  );
  const endOf = (end: ResolvedEnd) => ({
    city: end.city,
    state: end.state,
    point: end.point ?? points.get(placeName(end)) ?? null,
  });
  const requests: LaneRequest[] = lanes.map((lane) => ({
    origin: endOf(lane.origin),
    destination: endOf(lane.destination),
    timeframeDays: lane.timeframeDays,
  }));
  // First read: the requested timeframe, and only around the two cities when both are known (the
  // city and radius steps); dense lanes publish from this.
  const firstScopes: ReadScope[] = requests.map((request) => ({
    area: request.origin.point && request.destination.point ? "radius" : "state",
    days: request.timeframeDays,
  }));
  const query = (index: number, scope: ReadScope): ReportQuery => {
    const lane = lanes[index] as ResolvedLane;
    const { origin, destination } = requests[index] as LaneRequest;
    return {
      equipment: lane.equipment,
      originState: lane.origin.state,
      destinationState: lane.destination.state,
      originCity: lane.origin.city,
      destinationCity: lane.destination.city,
      firstDay: firstDayOf(scope.days, now),
      ...(scope.area === "radius" && origin.point && destination.point
        ? {
            boxes: {
              pickup: boundingBox(origin.point, RADIUS_MILES),
              delivery: boundingBox(destination.point, RADIUS_MILES),
            },
          }
        : {}),
    };
  };

  // Each round reads every lane still pending in one statement, then widens the ones still
  // withheld (widerScope): at most three round trips, and wide reads only for thin lanes.
  const results: LaneAggregate[] = [];
  let pending = firstScopes.map((scope, index) => ({ index, scope }));
  while (pending.length > 0) {
    const reports = await readLaneReports(
      db,
      pending.map(({ index, scope }) => query(index, scope)),
    );
    pending = pending.flatMap(({ index, scope }, position) => {
      const result = aggregateLane(requests[index] as LaneRequest, reports[position] ?? [], now, scope);
      results[index] = result;
      const wider = widerScope(result, scope);
      return wider ? [{ index, scope: wider }] : [];
    });
  }
  return lanes.map((lane, index) => ({ lane, ...(results[index] as LaneAggregate) }));
}
