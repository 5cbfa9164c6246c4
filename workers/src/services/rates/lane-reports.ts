// Reads the rate reports of lanes: loads by equipment and the two states, back to a first day,
// through the covering index `loads_lane_rates_idx` (no table read). One D1 round trip per phase.
import type { TrailerType } from "@truerate/domain/enums";
import type { BoundingBox, Coordinates } from "@truerate/domain/geo";
import type { LaneReport } from "@truerate/domain/rates/lane-aggregate";

export interface ReportQuery {
  equipment: TrailerType;
  originState: string;
  destinationState: string;
  /** The lane's cities as asked: a report in the same city is flagged by SQL (see REPORTS_SQL). */
  originCity: string;
  destinationCity: string;
  /** The lane's ZIP3 areas, when known: a report in the same area is flagged by SQL, like the city. */
  originZip3?: string | null;
  destinationZip3?: string | null;
  firstDay: string;
  /** Only reports whose ends lie in these boxes (the radius step's area); all of both states without. */
  boxes?: { pickup: BoundingBox; delivery: BoundingBox };
}

/**
 * A report row as D1 sends it in `.raw()` form. What the rules only compare is compared in SQL
 * where it is cheap: a flag for the same city instead of the names. The company keys travel as
 * they are: ranking them in SQL (a window sort per lane) cost more than moving the strings, about
 * 40% of the statement's time at 1,000,000 loads (bench/README.md).
 */
type ReportRow = [
  query: number,
  date: string,
  samePickupCity: number,
  sameDeliveryCity: number,
  pickupLatitude: number | null,
  pickupLongitude: number | null,
  deliveryLatitude: number | null,
  deliveryLongitude: number | null,
  mileage: number,
  rateCents: number,
  trueRateCents: number | null,
  verified: number,
  documentVerified: number,
  source: string,
  broker: string,
  carrier: string,
  held: number,
  samePickupZip3: number | null,
  sameDeliveryZip3: number | null,
];

/**
 * Every lane's reports in one statement: the queries travel as one JSON parameter (read once,
 * MATERIALIZED, not once per row) and each is an index range on loads_lane_rates_idx, so a hundred
 * lanes cost one round trip, not a hundred. The city test is the rules' own (trimmed, lower case);
 * SQLite's lower() folds ASCII letters only, so a stored name in capitals outside ASCII would count
 * as another city (still in the radius step), never as a wrong one.
 */
const REPORTS_SQL = `WITH wanted AS MATERIALIZED (
    SELECT key AS query, value ->> '$[0]' AS trailer, value ->> '$[1]' AS origin_state,
      value ->> '$[2]' AS destination_state, value ->> '$[3]' AS first_day,
      value ->> '$[4]' AS boxed, value ->> '$[5]' AS p_min_lat, value ->> '$[6]' AS p_max_lat,
      value ->> '$[7]' AS p_min_lng, value ->> '$[8]' AS p_max_lng,
      value ->> '$[9]' AS d_min_lat, value ->> '$[10]' AS d_max_lat,
      value ->> '$[11]' AS d_min_lng, value ->> '$[12]' AS d_max_lng,
      value ->> '$[13]' AS origin_city, value ->> '$[14]' AS destination_city,
      value ->> '$[15]' AS origin_zip3, value ->> '$[16]' AS destination_zip3
    FROM json_each(?1)
  )
  SELECT wanted.query, l.date, lower(trim(l.pickup_city)) = wanted.origin_city,
    lower(trim(l.delivery_city)) = wanted.destination_city, l.pickup_latitude, l.pickup_longitude,
    l.delivery_latitude, l.delivery_longitude, l.mileage, l.rate_cents, l.true_rate_cents, l.verified,
    l.document_verified, l.source_key, l.broker_key, l.carrier_key, l.review_status <> 'counted',
    l.pickup_zip3 = wanted.origin_zip3, l.delivery_zip3 = wanted.destination_zip3
  FROM wanted CROSS JOIN loads AS l INDEXED BY loads_lane_rates_idx
  WHERE l.trailer_type = wanted.trailer AND l.pickup_state = wanted.origin_state
    AND l.delivery_state = wanted.destination_state AND l.date >= wanted.first_day
    AND (wanted.boxed = 0 OR (l.pickup_latitude BETWEEN wanted.p_min_lat AND wanted.p_max_lat
      AND l.pickup_longitude BETWEEN wanted.p_min_lng AND wanted.p_max_lng
      AND l.delivery_latitude BETWEEN wanted.d_min_lat AND wanted.d_max_lat
      AND l.delivery_longitude BETWEEN wanted.d_min_lng AND wanted.d_max_lng))`;

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
export async function readLaneReports(db: D1Database, queries: readonly ReportQuery[]): Promise<LaneReport[][]> {
  const distinct = new Map<string, number>();
  const parameters: (string | number)[][] = [];
  for (const query of queries) {
    const key = keyOf(query);
    if (distinct.has(key)) continue;
    distinct.set(key, parameters.length);
    parameters.push(parametersOf(query));
  }
  if (parameters.length === 0) return [];
  const rows = await db.prepare(REPORTS_SQL).bind(JSON.stringify(parameters)).raw<ReportRow>();
  const byQuery: ReportRow[][] = parameters.map(() => []);
  for (const row of rows) byQuery[row[0]]?.push(row);
  return queries.map((query) => (byQuery[distinct.get(keyOf(query)) ?? -1] ?? []).map((row) => toReport(row, query)));
}
