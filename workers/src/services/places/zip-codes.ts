/** A US ZIP code with the city, state and point a lane end by ZIP takes (the `zipcodes` package). */
export interface ZipCodeRow {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

/** A record of the `zipcodes` package (US and Canadian codes, keyed by code). */
export interface ZipCodesRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

/** The US five-digit codes with a city, a two-letter state and a real point; the rest is skipped. */
export function usZipCodeRows(records: Iterable<ZipCodesRecord>): ZipCodeRow[] {
  const rows: ZipCodeRow[] = [];
  for (const record of records) {
    if (record.country !== "US" || !/^\d{5}$/.test(record.zip) || !/^[A-Z]{2}$/.test(record.state)) continue;
    if (!record.city?.trim() || !Number.isFinite(record.latitude) || !Number.isFinite(record.longitude)) continue;
    if (record.latitude === 0 && record.longitude === 0) continue;
    rows.push({
      zip: record.zip,
      city: record.city.trim(),
      state: record.state,
      latitude: record.latitude,
      longitude: record.longitude,
    });
  }
  return rows;
}

const ROWS_PER_STATEMENT = 4000;

/** Raw: the rows travel as one JSON parameter expanded by json_each, like the places (upsert.ts). */
const UPSERT_ZIP_CODES_SQL = `INSERT INTO zip_codes (zip, city, state, latitude, longitude)
  SELECT value ->> '$.zip', value ->> '$.city', value ->> '$.state', value ->> '$.latitude', value ->> '$.longitude'
  FROM json_each(?1) WHERE true
  ON CONFLICT (zip) DO UPDATE SET city = excluded.city, state = excluded.state, latitude = excluded.latitude,
    longitude = excluded.longitude`;

/** Inserts or refreshes ZIP codes (idempotent), in one batch of JSON-array statements, like the places. */
export async function upsertZipCodes(db: D1Database, rows: readonly ZipCodeRow[]): Promise<number> {
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    statements.push(
      db.prepare(UPSERT_ZIP_CODES_SQL).bind(JSON.stringify(rows.slice(start, start + ROWS_PER_STATEMENT))),
    );
  }
  if (statements.length > 0) await db.batch(statements);
  return rows.length;
}

/**
 * Raw: the codes travel as one JSON parameter expanded by json_each, so a batch of any size is one
 * statement (D1 binds at most 100 parameters, which an `inArray` would exceed).
 */
const FIND_ZIP_CODES_SQL =
  "SELECT zip, city, state, latitude, longitude FROM zip_codes WHERE zip IN (SELECT value FROM json_each(?1))";

/** The known ZIP codes among `zips`, in one statement. */
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
 * Raw: the areas travel as one JSON parameter like the codes; each is a range of the primary key
 * (`606` → `60600`..`60699`). An area's state is the one most of its codes are in (a few ZIP3
 * areas cross a state line), the lowest on a tie.
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
