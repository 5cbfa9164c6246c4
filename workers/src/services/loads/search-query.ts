// The radius search as one SQL statement, built here and nowhere else: the API runs it on D1 and
// the benchmark runs the very same text on the SQLite file, so their times compare like for like.
import { boundingBox, haversineThreshold } from "@truerate/domain/geo";
import type { SearchRequest } from "@truerate/domain/validation/search";
import { type LiveSession, liveSessionCondition } from "../../db/live-session";

/** The newest matches a search returns. The client pages them 10 at a time (the load-board spec's business constants and limits). */
export const SEARCH_RESULTS_LIMIT = 1000;

export const SEARCH_INDEX = "loads_search_pickup_idx";

export interface SqlStatement {
  sql: string;
  params: (string | number)[];
}

const COLUMNS = `id, pickup_city, pickup_state, delivery_city, delivery_state, broker_name, broker_key, trailer_type,
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

/**
 * Raw: the search is a hot path the bench measures, its plan pinned by the statement's shape (below).
 * Loads of one trailer type picked up within `originRadius` of the origin and delivered within
 * `destinationRadius` of the destination, newest first. With `session`, the statement reads no row
 * unless that session is live (its LIMIT is 0 otherwise), so it can travel in one D1 batch with the
 * session lookup. The pickup box is a range scan on
 * loads_search_pickup_idx (trailer_type =, pickup_latitude BETWEEN, pickup_longitude checked in the
 * index before the row is read); the delivery box and the exact distances then filter those rows.
 * `+uploaded_at` keeps the planner from walking loads_uploaded_idx for the ORDER BY instead.
 */
export function buildSearchQuery(
  request: SearchRequest,
  { session, limit = SEARCH_RESULTS_LIMIT }: { session?: LiveSession; limit?: number } = {},
): SqlStatement {
  const origin = boundingBox(request.origin, request.originRadius);
  const destination = boundingBox(request.destination, request.destinationRadius);
  const where = [
    "trailer_type = ?1",
    "pickup_latitude BETWEEN ?2 AND ?3",
    "pickup_longitude BETWEEN ?4 AND ?5",
    "delivery_latitude BETWEEN ?6 AND ?7",
    "delivery_longitude BETWEEN ?8 AND ?9",
    withinRadius("pickup_latitude", "pickup_longitude", 10),
    withinRadius("delivery_latitude", "delivery_longitude", 14),
  ];
  const params: (string | number)[] = [
    request.availableTypes[0] ?? "",
    origin.minLat,
    origin.maxLat,
    origin.minLng,
    origin.maxLng,
    destination.minLat,
    destination.maxLat,
    destination.minLng,
    destination.maxLng,
    ...circleParams(request.origin, request.originRadius),
    ...circleParams(request.destination, request.destinationRadius),
  ];
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
