// Distances and search boxes on the sphere. Pure: imported by the API, the portal and the benchmark.
import type { z } from "zod";
import type { coordinatesSchema } from "./validation/search-place";

/** One statute mile in meters, as docs/product.md rounds it (docs/product.md#load-board-business-constants-and-limits). */
export const METERS_PER_MILE = 1609.34;

/** The mean Earth radius (IUGG), in meters. */
export const EARTH_RADIUS_METERS = 6_371_008.8;

/**
 * Roads are longer than the great circle. 1.2 is the circuity factor measured for the United States
 * by Ballou, Rahardja and Sakai, "Selected country circuity factors for road travel distance
 * estimation" (Transportation Research Part A, 2002). Offline mileage is great circle × this factor,
 * shown as an estimate; a maps provider replaces it when configured.
 */
export const ROAD_FACTOR = 1.2;

/** A point in decimal degrees: the shape the search validates (coordinatesSchema), so the two cannot drift. */
export type Coordinates = z.infer<typeof coordinatesSchema>;

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/**
 * The haversine term `a` of two points: sin²(Δφ/2) + cos φ1 · cos φ2 · sin²(Δλ/2). Distance grows
 * with it monotonically, so a radius test can compare `a` with `haversineThreshold(radius)` and skip
 * the square root and arcsine; the search query does exactly that in SQL.
 */
export function haversineTerm(from: Coordinates, to: Coordinates): number {
  const halfLat = Math.sin((toRadians(to.lat) - toRadians(from.lat)) / 2);
  const halfLng = Math.sin((toRadians(to.lng) - toRadians(from.lng)) / 2);
  return halfLat * halfLat + Math.cos(toRadians(from.lat)) * Math.cos(toRadians(to.lat)) * halfLng * halfLng;
}

/** The haversine term of a point at exactly `miles` great-circle miles. */
export function haversineThreshold(miles: number): number {
  const half = Math.sin(milesToRadians(miles) / 2);
  return half * half;
}

/** Great-circle distance in meters. */
export function haversineMeters(from: Coordinates, to: Coordinates): number {
  const a = Math.min(1, haversineTerm(from, to));
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.sqrt(a));
}

/** Great-circle distance in miles (unrounded). */
export function haversineMiles(from: Coordinates, to: Coordinates): number {
  return haversineMeters(from, to) / METERS_PER_MILE;
}

/** Meters → whole miles, the way the load form shows a driving distance (docs/product.md#load-board-validation-rules). */
export function metersToMiles(meters: number): number {
  return Math.round(meters / METERS_PER_MILE);
}

/** The offline driving-distance estimate: great circle × ROAD_FACTOR, in whole miles. */
export function estimateDrivingMiles(from: Coordinates, to: Coordinates): number {
  return metersToMiles(haversineMeters(from, to) * ROAD_FACTOR);
}

const milesToRadians = (miles: number) => (miles * METERS_PER_MILE) / EARTH_RADIUS_METERS;

export type BoundingBox = { minLat: number; maxLat: number; minLng: number; maxLng: number };

/**
 * The smallest latitude/longitude box holding every point within `miles` of `center`
 * (J. P. Matuschek, "Finding Points Within a Distance of a Latitude/Longitude Using Bounding
 * Coordinates"). When the circle reaches a pole, or crosses the antimeridian (the Aleutians), the
 * box widens to every longitude: still correct, only less selective, and no US city is affected
 * except at the far end of Alaska. A hair of slack keeps boundary points that the exact test accepts.
 */
export function boundingBox(center: Coordinates, miles: number): BoundingBox {
  const SLACK_DEGREES = 1e-6;
  const angular = milesToRadians(Math.max(0, miles));
  const lat = toRadians(center.lat);
  let minLat = lat - angular;
  let maxLat = lat + angular;
  let minLng: number;
  let maxLng: number;
  if (minLat > -Math.PI / 2 && maxLat < Math.PI / 2) {
    const deltaLng = Math.asin(Math.min(1, Math.sin(angular) / Math.cos(lat)));
    minLng = toRadians(center.lng) - deltaLng;
    maxLng = toRadians(center.lng) + deltaLng;
    if (minLng < -Math.PI || maxLng > Math.PI) {
      minLng = -Math.PI;
      maxLng = Math.PI;
    }
  } else {
    minLat = Math.max(minLat, -Math.PI / 2);
    maxLat = Math.min(maxLat, Math.PI / 2);
    minLng = -Math.PI;
    maxLng = Math.PI;
  }
  return {
    minLat: toDegrees(minLat) - SLACK_DEGREES,
    maxLat: toDegrees(maxLat) + SLACK_DEGREES,
    minLng: toDegrees(minLng) - SLACK_DEGREES,
    maxLng: toDegrees(maxLng) + SLACK_DEGREES,
  };
}

/** Whether a point lies in a box (the box never wraps: see boundingBox). */
export function inBoundingBox(point: Coordinates, box: BoundingBox): boolean {
  return point.lat >= box.minLat && point.lat <= box.maxLat && point.lng >= box.minLng && point.lng <= box.maxLng;
}
