// Reads the rate reports of lanes: loads by equipment and the two states, back to a first day,
// through the covering index `loads_lane_rates_idx` (no table read). One D1 round trip per phase.
import type { TrailerType } from "../../domain/enums";
import type { Coordinates } from "../../domain/geo";
import type { LaneReport } from "../../domain/rates/lane-aggregate";

export interface ReportQuery {
  equipment: TrailerType;
  originState: string;
  destinationState: string;
  firstDay: string;
}

interface ReportRow {
  date: string;
  pickup_city: string;
  pickup_state: string;
  delivery_city: string;
  delivery_state: string;
  pickup_latitude: number | null;
  pickup_longitude: number | null;
  delivery_latitude: number | null;
  delivery_longitude: number | null;
  mileage: number;
  rate_cents: number;
  true_rate_cents: number | null;
  verified: number;
  brokerage_id: string | null;
  broker_email: string;
  user_id: string | null;
}

/**
 * Every lane's reports in one statement: the queries travel as one JSON parameter and each is an
 * index range on loads_lane_rates_idx, so a hundred lanes cost one round trip, not a hundred.
 */
const REPORTS_SQL = `WITH wanted AS (
    SELECT key AS query, json_extract(value, '$[0]') AS trailer, json_extract(value, '$[1]') AS origin_state,
      json_extract(value, '$[2]') AS destination_state, json_extract(value, '$[3]') AS first_day
    FROM json_each(?1)
  )
  SELECT wanted.query, l.date, l.pickup_city, l.pickup_state, l.delivery_city, l.delivery_state, l.pickup_latitude,
    l.pickup_longitude, l.delivery_latitude, l.delivery_longitude, l.mileage, l.rate_cents, l.true_rate_cents, l.verified,
    l.brokerage_id, l.broker_email, l.user_id
  FROM wanted CROSS JOIN loads AS l INDEXED BY loads_lane_rates_idx
  WHERE l.trailer_type = wanted.trailer AND l.pickup_state = wanted.origin_state
    AND l.delivery_state = wanted.destination_state AND l.date >= wanted.first_day`;

const point = (lat: number | null, lng: number | null): Coordinates | null =>
  lat !== null && lng !== null ? { lat, lng } : null;

function toReport(row: ReportRow): LaneReport {
  return {
    date: row.date,
    pickup: { city: row.pickup_city, state: row.pickup_state, point: point(row.pickup_latitude, row.pickup_longitude) },
    delivery: {
      city: row.delivery_city,
      state: row.delivery_state,
      point: point(row.delivery_latitude, row.delivery_longitude),
    },
    mileage: row.mileage,
    rateCents: row.rate_cents,
    trueRateCents: row.true_rate_cents,
    verified: row.verified === 1,
    // An unregistered broker is known by its e-mail; a deleted carrier's loads count as one carrier,
    // which can only make a lane harder to publish, never easier.
    broker: row.brokerage_id ?? `email:${row.broker_email}`,
    carrier: row.user_id ?? "deleted-carrier",
  };
}

const keyOf = (query: ReportQuery) =>
  `${query.equipment}|${query.originState}|${query.destinationState}|${query.firstDay}`;

/** The reports of each query (identical queries are read once), in the order asked. */
export async function readLaneReports(db: D1Database, queries: readonly ReportQuery[]): Promise<LaneReport[][]> {
  const distinct = new Map<string, number>();
  const parameters: [string, string, string, string][] = [];
  for (const query of queries) {
    const key = keyOf(query);
    if (distinct.has(key)) continue;
    distinct.set(key, parameters.length);
    parameters.push([query.equipment, query.originState, query.destinationState, query.firstDay]);
  }
  if (parameters.length === 0) return [];
  const { results } = await db
    .prepare(REPORTS_SQL)
    .bind(JSON.stringify(parameters))
    .all<ReportRow & { query: number }>();
  const byQuery: LaneReport[][] = parameters.map(() => []);
  for (const row of results) byQuery[row.query]?.push(toReport(row));
  return queries.map((query) => byQuery[distinct.get(keyOf(query)) ?? -1] ?? []);
}
