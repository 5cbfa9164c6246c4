// The radius search as one SQL statement, built here and nowhere else: the API runs it on D1 and
// the benchmark runs the very same text on the SQLite file, so their times compare like for like.
import type { StopKind } from "@truerate/domain/enums";
import { boundingBox, haversineThreshold } from "@truerate/domain/geo";
import type { SearchRequest } from "@truerate/domain/validation/search";
import { isCityEnd, type SearchEnd } from "@truerate/domain/validation/search-end-forms";
import { type LiveSession, liveSessionCondition } from "../../db/live-session";

/** The newest matches a search returns. The client pages them 10 at a time (docs/product.md#load-board-business-constants-and-limits). */
export const SEARCH_RESULTS_LIMIT = 1000;

export const SEARCH_INDEX = "loads_search_pickup_idx";
/** The index a search from a pickup ZIP3 area ranges over (migration 0023). */
export const SEARCH_ZIP3_INDEX = "loads_search_zip3_idx";

export interface SqlStatement {
  sql: string;
  params: (string | number)[];
}

const COLUMNS = `id, pickup_city, pickup_state, delivery_city, delivery_state, broker_name, broker_email, broker_mc_number,
  broker_key, trailer_type,
  weight, mileage, rate_cents, CASE WHEN verified = 1 THEN true_rate_cents END AS true_rate_cents, date, uploaded_at,
  CASE WHEN verified = 1 THEN true_rate_record_version END AS true_rate_record_version`;

const DEGREES_TO_RADIANS = Math.PI / 180;

/**
 * The haversine term of a stored point against a fixed centre (parameters ?lat, ?cos, ?lng in
 * radians, ?term at the radius), the same formula as geo.haversineTerm. It grows with distance, so
 * comparing it skips sqrt/asin per row. D1 authorises sin and cos but not power(), hence x * x.
 */
function withinRadius(latitude: string, longitude: string, first: number): string {
  const [lat, cos, lng, term] = [first, first + 1, first + 2, first + 3].map((index) => `?${index}`);
  const halfLat = `sin((${latitude} * ${DEGREES_TO_RADIANS} - ${lat}) / 2)`;
  const halfLng = `sin((${longitude} * ${DEGREES_TO_RADIANS} - ${lng}) / 2)`;
  return `${halfLat} * ${halfLat} + ${cos} * cos(${latitude} * ${DEGREES_TO_RADIANS}) * ${halfLng} * ${halfLng} <= ${term}`;
}

function circleParams(center: { lat: number; lng: number }, miles: number): number[] {
  return [
    center.lat * DEGREES_TO_RADIANS,
    Math.cos(center.lat * DEGREES_TO_RADIANS),
    center.lng * DEGREES_TO_RADIANS,
    haversineThreshold(miles),
  ];
}

type Side = { prefix: StopKind; end: SearchEnd; radius: number };

/** The predicates of one side: a point's box and then its exact circle, or its ZIP3 area, or its state. */
function sidePredicates({ prefix, end, radius }: Side, params: (string | number)[]) {
  const next = (...values: (string | number)[]) => {
    const first = params.length + 1;
    params.push(...values);
    return first;
  };
  if (isCityEnd(end)) {
    const box = boundingBox(end, radius);
    const first = next(box.minLat, box.maxLat, box.minLng, box.maxLng);
    return {
      box: [
        `${prefix}_latitude BETWEEN ?${first} AND ?${first + 1}`,
        `${prefix}_longitude BETWEEN ?${first + 2} AND ?${first + 3}`,
      ],
      exact: () => [withinRadius(`${prefix}_latitude`, `${prefix}_longitude`, next(...circleParams(end, radius)))],
    };
  }
  if (end.form === "zip3") return { box: [`${prefix}_zip3 = ?${next(end.zip3)}`], exact: () => [] };
  if (end.form === "state") return { box: [`${prefix}_state = ?${next(end.state)}`], exact: () => [] };
  throw new Error("A ZIP code or named city side is searched around its point: resolve it first (resolveSearchEnds)");
}

/**
 * Raw: the search is a hot path the bench measures, its plan pinned by the statement's shape (below).
 * Loads of one trailer type picked up within `originRadius` of the origin and delivered within
 * `destinationRadius` of the destination, newest first. With `session`, the statement reads no row
 * unless that session is live (its LIMIT is 0 otherwise), so it can travel in one D1 batch with the
 * session lookup. The pickup box is a range scan on
 * loads_search_pickup_idx (trailer_type =, pickup_latitude BETWEEN, pickup_longitude checked in the
 * index before the row is read); the delivery box and the exact distances then filter those rows.
 * `+uploaded_at` keeps the planner from walking loads_uploaded_idx for the ORDER BY instead.
 * A side asked as an area is an equality instead: a pickup state is a range of loads_lane_rates_idx
 * (trailer_type, pickup_state, then delivery_state), a pickup ZIP3 area one of loads_search_zip3_idx;
 * a delivery area behind a pickup city filters the pickup box's rows. A ZIP code side must already
 * be resolved to its point (resolveSearchEnds).
 */
export function buildSearchQuery(
  request: SearchRequest,
  { session, limit = SEARCH_RESULTS_LIMIT }: { session?: LiveSession; limit?: number } = {},
): SqlStatement {
  const params: (string | number)[] = [request.availableTypes[0] ?? ""];
  const origin = sidePredicates({ prefix: "pickup", end: request.origin, radius: request.originRadius }, params);
  const destination = sidePredicates(
    { prefix: "delivery", end: request.destination, radius: request.destinationRadius },
    params,
  );
  const where = ["trailer_type = ?1", ...origin.box, ...destination.box, ...origin.exact(), ...destination.exact()];
  if (request.startDate) {
    params.push(request.startDate);
    where.push(`date >= ?${params.length}`);
  }
  if (request.endDate) {
    params.push(request.endDate);
    where.push(`date <= ?${params.length}`);
  }
  params.push(limit);
  let limitTerm = `?${params.length}`;
  if (session) {
    params.push(session.sessionId, session.now);
    limitTerm = `CASE WHEN ${liveSessionCondition(params.length - 1)} THEN ${limitTerm} ELSE 0 END`;
  }
  const sql = `SELECT ${COLUMNS} FROM loads
WHERE ${where.join("\n  AND ")}
ORDER BY +uploaded_at DESC, id DESC
LIMIT ${limitTerm}`;
  return { sql, params };
}
