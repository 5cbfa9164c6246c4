// Whether a load's ends are US places we know, and where they are: the gazetteer first, then the
// ZIP table's city names (small places the gazetteer leaves out). One round trip for a whole batch.
import type { Coordinates } from "@truerate/domain/geo";
import { searchName } from "./search-name";

export const placeKey = (city: string, state: string) => searchName(`${city}, ${state}`);

/*
 * Raw: the names travel as one JSON parameter expanded by json_each, so a whole batch of loads is
 * one statement whatever its size (D1 binds at most 100 parameters); the load push the bench
 * measures runs them.
 */
const PLACES_BY_NAME_SQL =
  "SELECT search_name, latitude, longitude, zip3 FROM places WHERE search_name IN (SELECT value FROM json_each(?1))";
/**
 * Raw: json_each, like PLACES_BY_NAME_SQL: the ZIP table's city names averaged to one point per "city, st" (no index on names: read only for
 * what is missing); its ZIP3 area is the one most of its codes share (the lowest on a tie).
 */
const ZIP_PLACES_BY_NAME_SQL = `WITH named AS (
    SELECT lower(city) || ', ' || lower(state) AS name, latitude, longitude, substr(zip, 1, 3) AS zip3
    FROM zip_codes WHERE lower(city) || ', ' || lower(state) IN (SELECT value FROM json_each(?1))
  ), areas AS (
    SELECT name, zip3, row_number() OVER (PARTITION BY name ORDER BY count(*) DESC, zip3) AS rank
    FROM named GROUP BY name, zip3
  )
  SELECT named.name, avg(latitude) AS latitude, avg(longitude) AS longitude, areas.zip3
  FROM named JOIN areas ON areas.name = named.name AND areas.rank = 1 GROUP BY named.name`;

/** A known place: its point and its three-digit ZIP area (null when unknown). */
export type KnownPlace = Coordinates & { zip3: string | null };

/**
 * Points of the named places (`placeKey` form), known or not: a missing key is an unknown place.
 * The ZIP table has no index on names, so it is read only for the names the gazetteer lacks.
 */
export async function knownPlaces(db: D1Database, keys: readonly string[]): Promise<Map<string, KnownPlace>> {
  const found = new Map<string, KnownPlace>();
  const wanted = [...new Set(keys)];
  if (wanted.length === 0) return found;
  const { results } = await db
    .prepare(PLACES_BY_NAME_SQL)
    .bind(JSON.stringify(wanted))
    .all<{ search_name: string; latitude: number; longitude: number; zip3: string | null }>();
  for (const row of results) found.set(row.search_name, { lat: row.latitude, lng: row.longitude, zip3: row.zip3 });
  const missing = wanted.filter((key) => !found.has(key));
  if (missing.length === 0) return found;
  const zips = await db
    .prepare(ZIP_PLACES_BY_NAME_SQL)
    .bind(JSON.stringify(missing))
    .all<{ name: string; latitude: number; longitude: number; zip3: string }>();
  for (const row of zips.results) found.set(row.name, { lat: row.latitude, lng: row.longitude, zip3: row.zip3 });
  return found;
}
