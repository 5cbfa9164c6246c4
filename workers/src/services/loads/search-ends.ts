// A search side asked as a ZIP code, or as a city and state without its point, is searched around
// its place's point, like a chosen city; a ZIP3 area is read as it is, but must be one the ZIP
// table knows, so a typo is a 400 rather than "No loads found".
import { LANE_END_MESSAGES } from "@truerate/domain/validation/lane-end-messages";
import type { SearchRequest } from "@truerate/domain/validation/search";
import type { SearchEnd } from "@truerate/domain/validation/search-end-forms";
import { validationFailed } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { findZip3Areas, findZipCodes, knownPlaces } from "../../db/queries/places";
import { placeKey } from "../places/known-places";

const SIDES = ["origin", "destination"] as const;
type Side = (typeof SIDES)[number];

const formOf = (end: SearchEnd) => ("form" in end ? end.form : null);

/** Whether a search reads the place tables before it runs (a ZIP code, a ZIP3 area or a named city without its point). */
export const needsPlaceTables = (request: SearchRequest) =>
  SIDES.some((side) => formOf(request[side]) !== null && formOf(request[side]) !== "state");

/**
 * Replaces each ZIP code side and each named city with its place (city, state and point, as a
 * chosen city has them), and checks each ZIP3 area exists, with the reads side by side. An unknown
 * one is a 400 naming its field (`origin.zip`, `destination.zip3`, `origin.city`).
 */
export async function resolveSearchEnds(ctx: ServiceContext, request: SearchRequest): Promise<SearchRequest> {
  const db = ctx.env.DB;
  const ends = SIDES.map((side) => request[side]);
  const asked = <F extends string, V>(form: F, value: (end: Extract<SearchEnd, { form: F }>) => V) =>
    ends.flatMap((end) => ("form" in end && end.form === form ? [value(end as Extract<SearchEnd, { form: F }>)] : []));
  const [zips, areas, cities] = await Promise.all([
    findZipCodes(
      db,
      asked("zip", (end) => end.zip),
    ),
    findZip3Areas(
      db,
      asked("zip3", (end) => end.zip3),
    ),
    knownPlaces(
      db,
      asked("city", (end) => placeKey(end.city, end.state)),
    ),
  ]);
  const unknown: Record<string, string[]> = {};
  const resolve = (side: Side): SearchEnd => {
    const end = request[side];
    if (!("form" in end) || end.form === "state") return end;
    if (end.form === "zip3") {
      if (!areas.has(end.zip3)) unknown[`${side}.zip3`] = [LANE_END_MESSAGES.unknownZip3];
      return end;
    }
    if (end.form === "city") {
      const found = cities.get(placeKey(end.city, end.state));
      if (!found) unknown[`${side}.city`] = [LANE_END_MESSAGES.unknownCity];
      const { city, state } = end;
      return found ? { city, state, address: `${city}, ${state}`, lat: found.lat, lng: found.lng } : end;
    }
    const found = zips.get(end.zip);
    if (!found) {
      unknown[`${side}.zip`] = [LANE_END_MESSAGES.unknownZip];
      return end;
    }
    return {
      city: found.city,
      state: found.state,
      address: `${found.city}, ${found.state}`,
      lat: found.latitude,
      lng: found.longitude,
    };
  };
  const resolved = { ...request, origin: resolve("origin"), destination: resolve("destination") };
  const first = Object.values(unknown)[0]?.[0];
  if (first) throw validationFailed(first, unknown);
  return resolved;
}

/**
 * The search as Recent keeps it: a ZIP code side as asked (not as the city it resolved to), so
 * "Search again" asks the same; a named city as the place it resolved to, as a chosen city is kept.
 */
export const searchAsKept = (asked: SearchRequest, resolved: SearchRequest): SearchRequest => ({
  ...asked,
  origin: formOf(asked.origin) === "city" ? resolved.origin : asked.origin,
  destination: formOf(asked.destination) === "city" ? resolved.destination : asked.destination,
});
