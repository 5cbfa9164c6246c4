// Reads the rate reports of lanes: loads by equipment and the two states, back to a first day,
// through the covering index `loads_lane_rates_idx` (no table read). One D1 round trip per phase.
import type { TrailerType } from "@truerate/domain/enums";
import type { BoundingBox, Coordinates } from "@truerate/domain/geo";
import type { LaneReport } from "@truerate/domain/rates/lane-aggregate";
import type { ServiceContext } from "../../core/service-context";
import { laneReportRows, type LaneReportRow as ReportRow } from "../../db/queries/lane-answers";

export interface ReportQuery {
  equipment: TrailerType;
  originState: string;
  destinationState: string;
  /** The lane's cities as asked: a report in the same city is flagged by SQL (see db/queries/lane-answers.ts). */
  originCity: string;
  destinationCity: string;
  /** The lane's ZIP3 areas, when known: a report in the same area is flagged by SQL, like the city. */
  originZip3?: string | null;
  destinationZip3?: string | null;
  firstDay: string;
  /** Only reports whose ends lie in these boxes (the radius step's area); all of both states without. */
  boxes?: { pickup: BoundingBox; delivery: BoundingBox };
}

const point = (lat: number | null, lng: number | null): Coordinates | null =>
  lat !== null && lng !== null ? { lat, lng } : null;

/**
 * A report as the rules read it. A report in the lane's own city carries that city's name as asked;
 * any other carries an empty name, which no lane's city equals, so the rules' city test gives the
 * same answer as on the stored name. Its ZIP3 area likewise: the lane's own, or none.
 */
function toReport(row: ReportRow, query: ReportQuery): LaneReport {
  const [, date, samePickup, sameDelivery, pickupLat, pickupLng, deliveryLat, deliveryLng] = row;
  const [
    mileage,
    rateCents,
    trueRateCents,
    verified,
    documentVerified,
    source,
    broker,
    carrier,
    held,
    pickupZip3,
    deliveryZip3,
  ] = row.slice(8) as [number, number, number | null, number, number, string, string, string, number, number, number];
  return {
    date,
    pickup: {
      city: samePickup === 1 ? query.originCity : "",
      state: query.originState,
      point: point(pickupLat, pickupLng),
      zip3: pickupZip3 === 1 ? (query.originZip3 ?? null) : null,
    },
    delivery: {
      city: sameDelivery === 1 ? query.destinationCity : "",
      state: query.destinationState,
      point: point(deliveryLat, deliveryLng),
      zip3: deliveryZip3 === 1 ? (query.destinationZip3 ?? null) : null,
    },
    mileage,
    rateCents,
    trueRateCents,
    verified: verified === 1,
    documentVerified: documentVerified === 1,
    // Company keys as stored at entry (domain/reports/attribution.ts): publication counts companies.
    source,
    broker,
    carrier,
    held: held === 1,
  };
}

const cityKey = (city: string) => city.trim().toLowerCase();

function parametersOf(query: ReportQuery): (string | number)[] {
  const { pickup, delivery } = query.boxes ?? {};
  const box = (b: BoundingBox | undefined) => (b ? [b.minLat, b.maxLat, b.minLng, b.maxLng] : [0, 0, 0, 0]);
  return [
    query.equipment,
    query.originState,
    query.destinationState,
    query.firstDay,
    query.boxes ? 1 : 0,
    ...box(pickup),
    ...box(delivery),
    cityKey(query.originCity),
    cityKey(query.destinationCity),
    query.originZip3 ?? "",
    query.destinationZip3 ?? "",
  ];
}

const keyOf = (query: ReportQuery) => JSON.stringify(parametersOf(query));

/** The reports of each query (identical queries are read once), in the order asked. */
export async function readLaneReports(
  ctx: ServiceContext,
  { queries }: { queries: readonly ReportQuery[] },
): Promise<LaneReport[][]> {
  const distinct = new Map<string, number>();
  const parameters: (string | number)[][] = [];
  for (const query of queries) {
    const key = keyOf(query);
    if (distinct.has(key)) continue;
    distinct.set(key, parameters.length);
    parameters.push(parametersOf(query));
  }
  if (parameters.length === 0) return [];
  const rows = await laneReportRows(ctx.env.DB, parameters);
  const byQuery: ReportRow[][] = parameters.map(() => []);
  for (const row of rows) byQuery[row[0]]?.push(row);
  return queries.map((query) => (byQuery[distinct.get(keyOf(query)) ?? -1] ?? []).map((row) => toReport(row, query)));
}
