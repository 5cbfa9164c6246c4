// Reads the rate reports of lanes: loads by equipment and the two states, back to a first day,
// through the covering index `loads_lane_rates_idx` (no table read). One D1 round trip per phase.
import type { TrailerType } from "@truerate/domain/enums";
import type { BoundingBox, Coordinates } from "@truerate/domain/geo";
import type { LaneReport } from "@truerate/domain/rates/lane-aggregate";

export interface ReportQuery {
  equipment: TrailerType;
  originState: string;
  destinationState: string;
  firstDay: string;
  /** Only reports whose ends lie in these boxes (the radius step's area); all of both states without. */
  boxes?: { pickup: BoundingBox; delivery: BoundingBox };
}

/** A report row as D1 sends it in `.raw()` form: arrays, not objects, so no column names per row. */
type ReportRow = [
  query: number,
  date: string,
  pickupCity: string,
  pickupState: string,
  deliveryCity: string,
  deliveryState: string,
  pickupLatitude: number | null,
  pickupLongitude: number | null,
  deliveryLatitude: number | null,
  deliveryLongitude: number | null,
  mileage: number,
  rateCents: number,
  trueRateCents: number | null,
  verified: number,
  brokerageId: string | null,
  brokerEmail: string,
  userId: string | null,
];

/**
 * Every lane's reports in one statement: the queries travel as one JSON parameter and each is an
 * index range on loads_lane_rates_idx, so a hundred lanes cost one round trip, not a hundred.
 */
const REPORTS_SQL = `WITH wanted AS (
    SELECT key AS query, json_extract(value, '$[0]') AS trailer, json_extract(value, '$[1]') AS origin_state,
      json_extract(value, '$[2]') AS destination_state, json_extract(value, '$[3]') AS first_day,
      json_extract(value, '$[4]') AS boxed, json_extract(value, '$[5]') AS p_min_lat, json_extract(value, '$[6]') AS p_max_lat,
      json_extract(value, '$[7]') AS p_min_lng, json_extract(value, '$[8]') AS p_max_lng,
      json_extract(value, '$[9]') AS d_min_lat, json_extract(value, '$[10]') AS d_max_lat,
      json_extract(value, '$[11]') AS d_min_lng, json_extract(value, '$[12]') AS d_max_lng
    FROM json_each(?1)
  )
  SELECT wanted.query, l.date, l.pickup_city, l.pickup_state, l.delivery_city, l.delivery_state, l.pickup_latitude,
    l.pickup_longitude, l.delivery_latitude, l.delivery_longitude, l.mileage, l.rate_cents, l.true_rate_cents, l.verified,
    l.brokerage_id, l.broker_email, l.user_id
  FROM wanted CROSS JOIN loads AS l INDEXED BY loads_lane_rates_idx
  WHERE l.trailer_type = wanted.trailer AND l.pickup_state = wanted.origin_state
    AND l.delivery_state = wanted.destination_state AND l.date >= wanted.first_day
    AND (wanted.boxed = 0 OR (l.pickup_latitude BETWEEN wanted.p_min_lat AND wanted.p_max_lat
      AND l.pickup_longitude BETWEEN wanted.p_min_lng AND wanted.p_max_lng
      AND l.delivery_latitude BETWEEN wanted.d_min_lat AND wanted.d_max_lat
      AND l.delivery_longitude BETWEEN wanted.d_min_lng AND wanted.d_max_lng))`;

const point = (lat: number | null, lng: number | null): Coordinates | null =>
  lat !== null && lng !== null ? { lat, lng } : null;

function toReport(row: ReportRow): LaneReport {
  const [, date, pickupCity, pickupState, deliveryCity, deliveryState, pickupLat, pickupLng, deliveryLat, deliveryLng] =
    row;
  const [mileage, rateCents, trueRateCents, verified, brokerageId, brokerEmail, userId] = row.slice(10) as [
    number,
    number,
    number | null,
    number,
    string | null,
    string,
    string | null,
  ];
  return {
    date,
    pickup: { city: pickupCity, state: pickupState, point: point(pickupLat, pickupLng) },
    delivery: { city: deliveryCity, state: deliveryState, point: point(deliveryLat, deliveryLng) },
    mileage,
    rateCents,
    trueRateCents,
    verified: verified === 1,
    // An unregistered broker is known by its e-mail; a deleted carrier's loads count as one carrier,
    // which can only make a lane harder to publish, never easier.
    broker: brokerageId ?? `email:${brokerEmail}`,
    carrier: userId ?? "deleted-carrier",
  };
}

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
  const byQuery: LaneReport[][] = parameters.map(() => []);
  for (const row of rows) byQuery[row[0]]?.push(toReport(row));
  return queries.map((query) => byQuery[distinct.get(keyOf(query)) ?? -1] ?? []);
}
