// The statements over the gazetteer (places) and the ZIP table (zip_codes). Raw: names, codes and
// rows travel as one JSON parameter expanded by json_each, so a batch of any size is one statement
// (D1 binds at most 100 parameters), and the hot paths the benches measure run them (decision 0010).
import type { places, zipCodes } from "../schema";

/** A row of the places table as the importer writes it (the id is GeoNames'). */
export type PlaceRow = typeof places.$inferInsert & { id: string; population: number };
/** A US ZIP code with the city, state and point a lane end by ZIP takes. */
export type ZipCodeRow = typeof zipCodes.$inferSelect;
/** A known place: its point and its three-digit ZIP area (null when unknown). */
export interface KnownPoint {
  lat: number;
  lng: number;
  zip3: string | null;
}
/** What autocomplete answers: a place's name, point and size. */
export type PlaceMatch = Pick<
  typeof places.$inferSelect,
  "id" | "city" | "state" | "latitude" | "longitude" | "population"
>;

export const PLACE_MATCHES_LIMIT = 10;

/** One index range of places_search_idx per prefix, OR-ed (SQLite runs it as a multi-index OR). */
export function placesByPrefixStatement(ranges: readonly { from: string; below: string }[]) {
  const where = ranges.map((_, index) => `(search_name >= ?${index * 2 + 1} AND search_name < ?${index * 2 + 2})`);
  return {
    sql: `SELECT id, city, state, latitude, longitude, population FROM places
     WHERE ${where.join(" OR ")}
     ORDER BY population DESC, search_name LIMIT ${PLACE_MATCHES_LIMIT}`,
    params: ranges.flatMap((range) => [range.from, range.below]),
  };
}

/** The most populous places whose search name falls in one of the ranges. */
export async function placesByPrefix(
  db: D1Database,
  ranges: readonly { from: string; below: string }[],
): Promise<PlaceMatch[]> {
  const statement = placesByPrefixStatement(ranges);
  const { results } = await db
    .prepare(statement.sql)
    .bind(...statement.params)
    .all<PlaceMatch>();
  return results;
}

const PLACES_BY_NAME_SQL =
  "SELECT search_name, latitude, longitude, zip3 FROM places WHERE search_name IN (SELECT value FROM json_each(?1))";
/**
 * The ZIP table's city names averaged to one point per "city, st" (no index on names: read only for
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

/**
 * Points of the named places (lower-case "city, st"), known or not: a missing key is an unknown
 * place. The gazetteer first, then the ZIP table's city names for what it lacks (small places).
 */
export async function knownPlaces(db: D1Database, keys: readonly string[]): Promise<Map<string, KnownPoint>> {
  const found = new Map<string, KnownPoint>();
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

/**
 * A correlated UPDATE over every load still without an area, keyed by the places' search name
 * (lower case "city, st"; SQLite folds ASCII letters only, so a name with accents stays without an
 * area and is judged at the radius and the state, as before areas existed).
 */
const BACKFILL_LOAD_ZIP3_SQL = `UPDATE loads SET
    pickup_zip3 = coalesce(pickup_zip3,
      (SELECT zip3 FROM places WHERE search_name = lower(trim(loads.pickup_city)) || ', ' || lower(loads.pickup_state))),
    delivery_zip3 = coalesce(delivery_zip3,
      (SELECT zip3 FROM places WHERE search_name = lower(trim(loads.delivery_city)) || ', ' || lower(loads.delivery_state)))
  WHERE pickup_zip3 IS NULL OR delivery_zip3 IS NULL`;

/** Counted before the UPDATE, whose own count includes the rows its trigger writes. */
const LOADS_WITHOUT_ZIP3_SQL = "SELECT count(*) AS n FROM loads WHERE pickup_zip3 IS NULL OR delivery_zip3 IS NULL";

/**
 * Gives every load without a ZIP3 area its places' areas (loads stored before they carried areas,
 * or seeded in bulk; new loads get theirs at entry); returns how many loads lacked one.
 */
export async function backfillLoadZip3(db: D1Database): Promise<number> {
  const [lacking] = await db.batch<{ n: number }>([
    db.prepare(LOADS_WITHOUT_ZIP3_SQL),
    db.prepare(BACKFILL_LOAD_ZIP3_SQL),
  ]);
  return lacking?.results[0]?.n ?? 0;
}

/** Rows per statement: each carries its rows as one JSON parameter (~0.2 MB, far below D1's 2 MB). */
const PLACES_PER_STATEMENT = 2000;

/** Two ON CONFLICT targets; drizzle has no builder for them nor for json_each. */
const UPSERT_PLACES_SQL = `INSERT INTO places (id, city, state, latitude, longitude, population, zip3, search_name)
  SELECT value ->> '$.id', value ->> '$.city', value ->> '$.state', value ->> '$.latitude', value ->> '$.longitude',
    value ->> '$.population', value ->> '$.zip3', value ->> '$.searchName'
  FROM json_each(?1) WHERE true
  ON CONFLICT (city, state) DO UPDATE SET latitude = excluded.latitude, longitude = excluded.longitude,
    population = excluded.population, zip3 = excluded.zip3, search_name = excluded.search_name
  ON CONFLICT (id) DO UPDATE SET city = excluded.city, state = excluded.state, latitude = excluded.latitude,
    longitude = excluded.longitude, population = excluded.population, zip3 = excluded.zip3,
    search_name = excluded.search_name`;

/**
 * Inserts or refreshes places by (city, state), so re-running the import changes nothing but
 * corrected coordinates or populations; a GeoNames id whose name changed is renamed in place. Every
 * prepared statement is a round trip through wrangler's proxy, so ~16,000 rows go as 9 statements
 * in one batch (one transaction). Returns the rows written.
 */
export async function upsertPlaces(db: D1Database, rows: readonly PlaceRow[]): Promise<number> {
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < rows.length; start += PLACES_PER_STATEMENT) {
    statements.push(
      db.prepare(UPSERT_PLACES_SQL).bind(JSON.stringify(rows.slice(start, start + PLACES_PER_STATEMENT))),
    );
  }
  if (statements.length > 0) await db.batch(statements);
  return rows.length;
}

const ZIP_CODES_PER_STATEMENT = 4000;

const UPSERT_ZIP_CODES_SQL = `INSERT INTO zip_codes (zip, city, state, latitude, longitude)
  SELECT value ->> '$.zip', value ->> '$.city', value ->> '$.state', value ->> '$.latitude', value ->> '$.longitude'
  FROM json_each(?1) WHERE true
  ON CONFLICT (zip) DO UPDATE SET city = excluded.city, state = excluded.state, latitude = excluded.latitude,
    longitude = excluded.longitude`;

/** Inserts or refreshes ZIP codes (idempotent), in one batch of JSON-array statements, like the places. */
export async function upsertZipCodes(db: D1Database, rows: readonly ZipCodeRow[]): Promise<number> {
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < rows.length; start += ZIP_CODES_PER_STATEMENT) {
    statements.push(
      db.prepare(UPSERT_ZIP_CODES_SQL).bind(JSON.stringify(rows.slice(start, start + ZIP_CODES_PER_STATEMENT))),
    );
  }
  if (statements.length > 0) await db.batch(statements);
  return rows.length;
}

const FIND_ZIP_CODES_SQL =
  "SELECT zip, city, state, latitude, longitude FROM zip_codes WHERE zip IN (SELECT value FROM json_each(?1))";

/** The known ZIP codes among `zips`, in one statement (an `inArray` would pass D1's 100 parameters). */
export async function findZipCodes(db: D1Database, zips: readonly string[]): Promise<Map<string, ZipCodeRow>> {
  const found = new Map<string, ZipCodeRow>();
  if (zips.length === 0) return found;
  const { results } = await db
    .prepare(FIND_ZIP_CODES_SQL)
    .bind(JSON.stringify([...new Set(zips)]))
    .all<ZipCodeRow>();
  for (const row of results) found.set(row.zip, row);
  return found;
}

/**
 * Each area is a range of the primary key (`606` → `60600`..`60699`). An area's state is the one
 * most of its codes are in (a few ZIP3 areas cross a state line), the lowest on a tie.
 */
const FIND_ZIP3_AREAS_SQL = `SELECT area, state FROM (
    SELECT wanted.value AS area, zip_codes.state AS state,
      row_number() OVER (PARTITION BY wanted.value ORDER BY count(*) DESC, zip_codes.state) AS rank
    FROM json_each(?1) AS wanted
    JOIN zip_codes ON zip_codes.zip BETWEEN wanted.value || '00' AND wanted.value || '99'
    GROUP BY wanted.value, zip_codes.state
  ) WHERE rank = 1`;

/** The known three-digit ZIP areas among `areas` and the state each lies in, in one statement. */
export async function findZip3Areas(db: D1Database, areas: readonly string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (areas.length === 0) return found;
  const { results } = await db
    .prepare(FIND_ZIP3_AREAS_SQL)
    .bind(JSON.stringify([...new Set(areas)]))
    .all<{ area: string; state: string }>();
  for (const row of results) found.set(row.area, row.state);
  return found;
}
