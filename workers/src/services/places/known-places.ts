// Whether a load's ends are US places we know, and where they are: the gazetteer first, then the
// ZIP table's city names (small places the gazetteer leaves out). One round trip for a whole batch.
import type { Coordinates } from "@truerate/domain/geo";
import { searchName } from "./search-name";

export const placeKey = (city: string, state: string) => searchName(`${city}, ${state}`);

/**
 * Points of the named places (`placeKey` form), known or not: a missing key is an unknown place.
 * The ZIP table has no index on names, so it is read only for the names the gazetteer lacks.
 */
export async function knownPlaces(db: D1Database, keys: readonly string[]): Promise<Map<string, Coordinates>> {
  const found = new Map<string, Coordinates>();
  const wanted = [...new Set(keys)];
  if (wanted.length === 0) return found;
  const { results } = await db
    .prepare(
      "SELECT search_name, latitude, longitude FROM places WHERE search_name IN (SELECT value FROM json_each(?1))",
    )
    .bind(JSON.stringify(wanted))
    .all<{ search_name: string; latitude: number; longitude: number }>();
  for (const row of results) found.set(row.search_name, { lat: row.latitude, lng: row.longitude });
  const missing = wanted.filter((key) => !found.has(key));
  if (missing.length === 0) return found;
  const zips = await db
    .prepare(
      `SELECT lower(city) || ', ' || lower(state) AS name, avg(latitude) AS latitude, avg(longitude) AS longitude
       FROM zip_codes WHERE lower(city) || ', ' || lower(state) IN (SELECT value FROM json_each(?1)) GROUP BY name`,
    )
    .bind(JSON.stringify(missing))
    .all<{ name: string; latitude: number; longitude: number }>();
  for (const row of zips.results) found.set(row.name, { lat: row.latitude, lng: row.longitude });
  return found;
}
