import type { PlaceRow } from "./gazetteer";

/** Rows per statement: each statement carries its rows as one JSON parameter (~0.2 MB, far below D1's 2 MB). */
const ROWS_PER_STATEMENT = 2000;

/**
 * Raw: the rows travel as one JSON parameter expanded by json_each (D1 binds at most 100
 * parameters), with two ON CONFLICT targets; drizzle has no builder for either.
 */
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
 * corrected coordinates or populations; a GeoNames id whose name changed is renamed in place. Rows travel as JSON arrays expanded by json_each: D1 binds
 * at most 100 parameters, and every prepared statement is a round trip through wrangler's proxy,
 * so ~16,000 rows go as 9 statements in one batch (one transaction). Returns the rows written.
 */
export async function upsertPlaces(db: D1Database, rows: readonly PlaceRow[]): Promise<number> {
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    statements.push(db.prepare(UPSERT_PLACES_SQL).bind(JSON.stringify(rows.slice(start, start + ROWS_PER_STATEMENT))));
  }
  if (statements.length > 0) await db.batch(statements);
  return rows.length;
}
