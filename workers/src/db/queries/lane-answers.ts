// The statements of the lane figures (services/lane-answers): the rate reports of lanes. The kept
// answers are read and written by lane-answers-kept.ts, the lanes as asked by lane-answers-asks.ts.

/**
 * A report row as D1 sends it in `.raw()` form. What the rules only compare is compared in SQL
 * where it is cheap: a flag for the same city instead of the names. The company keys travel as
 * they are: ranking them in SQL (a window sort per lane) cost more than moving the strings, about
 * 40% of the statement's time at 1,000,000 loads (bench/README.md).
 */
export type LaneReportRow = [
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

/** Raw: each query's reports, `parameters` as services/lane-answers/lane-reports.ts packs them. */
export async function laneReportRows(d1: D1Database, parameters: (string | number)[][]): Promise<LaneReportRow[]> {
  return d1.prepare(REPORTS_SQL).bind(JSON.stringify(parameters)).raw<LaneReportRow>();
}
