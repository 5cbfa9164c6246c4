import type { TrailerType } from "@truerate/domain/enums";
import type { Coordinates } from "@truerate/domain/geo";
import { boundingBox } from "@truerate/domain/geo";
import type { RateTimeframe } from "@truerate/domain/partners/vocabulary";
import { firstDayOf, RADIUS_MILES, type ReadScope } from "@truerate/domain/rates/escalation";
import {
  aggregateLane,
  type LaneAggregate,
  type LaneRequest,
  mayWiden,
  WIDEST_SCOPE,
} from "@truerate/domain/rates/lane-aggregate";
import { searchName } from "../places/search-name";
import { type ReportQuery, readLaneReports } from "./lane-reports";

export interface LaneInput {
  origin: { city: string; state: string };
  destination: { city: string; state: string };
  equipment: TrailerType;
  timeframeDays: RateTimeframe;
}

export type LaneLookup = { lane: LaneInput } & LaneAggregate;

/** The gazetteer points of the lanes' cities, in one statement. */
async function pointsOf(db: D1Database, names: readonly string[]): Promise<Map<string, Coordinates>> {
  const found = new Map<string, Coordinates>();
  if (names.length === 0) return found;
  const { results } = await db
    .prepare(
      "SELECT search_name, latitude, longitude FROM places WHERE search_name IN (SELECT value FROM json_each(?1))",
    )
    .bind(JSON.stringify([...new Set(names)]))
    .all<{ search_name: string; latitude: number; longitude: number }>();
  for (const row of results) found.set(row.search_name, { lat: row.latitude, lng: row.longitude });
  return found;
}

const placeName = (end: { city: string; state: string }) => searchName(`${end.city}, ${end.state}`);

/**
 * Lane true rates for up to 100 lanes. The reports of the requested timeframe are read first (one
 * round trip for every lane); only lanes still withheld then are read back a year, for the
 * timeframe escalation. Every rule (publication, escalation, confidence) is in domain/rates.
 */
export async function lookupLanes(db: D1Database, lanes: readonly LaneInput[], now: number): Promise<LaneLookup[]> {
  const points = await pointsOf(
    db,
    lanes.flatMap((lane) => [placeName(lane.origin), placeName(lane.destination)]),
  );
  const requests: LaneRequest[] = lanes.map((lane) => ({
    origin: { ...lane.origin, point: points.get(placeName(lane.origin)) ?? null },
    destination: { ...lane.destination, point: points.get(placeName(lane.destination)) ?? null },
    timeframeDays: lane.timeframeDays,
  }));
  // First read: the requested timeframe, and only around the two cities when both are known (the
  // city and radius steps); dense lanes publish from this. Then, for lanes still withheld: both
  // states a year back, every step.
  const firstScopes: ReadScope[] = requests.map((request) => ({
    area: request.origin.point && request.destination.point ? "radius" : "state",
    days: request.timeframeDays,
  }));
  const query = (index: number, scope: ReadScope): ReportQuery => {
    const lane = lanes[index] as LaneInput;
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

  const first = await readLaneReports(
    db,
    firstScopes.map((scope, index) => query(index, scope)),
  );
  const results: LaneAggregate[] = requests.map((request, index) =>
    aggregateLane(request, first[index] ?? [], now, firstScopes[index]),
  );
  const thin = results.flatMap((result, index) => (mayWiden(result, firstScopes[index] as ReadScope) ? [index] : []));
  if (thin.length > 0) {
    const wider = await readLaneReports(
      db,
      thin.map((index) => query(index, WIDEST_SCOPE)),
    );
    thin.forEach((laneIndex, position) => {
      results[laneIndex] = aggregateLane(requests[laneIndex] as LaneRequest, wider[position] ?? [], now);
    });
  }
  return lanes.map((lane, index) => ({ lane, ...(results[index] as LaneAggregate) }));
}
