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

const REPORTS_SQL = `SELECT date, pickup_city, pickup_state, delivery_city, delivery_state, pickup_latitude, pickup_longitude,
  delivery_latitude, delivery_longitude, mileage, rate_cents, true_rate_cents, verified, brokerage_id, broker_email, user_id
  FROM loads INDEXED BY loads_lane_rates_idx
  WHERE trailer_type = ?1 AND pickup_state = ?2 AND delivery_state = ?3 AND date >= ?4`;

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
  const distinct = new Map<string, ReportQuery>();
  for (const query of queries) distinct.set(keyOf(query), query);
  const keys = [...distinct.keys()];
  if (keys.length === 0) return [];
  const results = await db.batch<ReportRow>(
    keys.map((key) => {
      const query = distinct.get(key) as ReportQuery;
      return db.prepare(REPORTS_SQL).bind(query.equipment, query.originState, query.destinationState, query.firstDay);
    }),
  );
  const byKey = new Map(keys.map((key, index) => [key, (results[index]?.results ?? []).map(toReport)]));
  return queries.map((query) => byKey.get(keyOf(query)) ?? []);
}
