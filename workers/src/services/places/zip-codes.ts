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
