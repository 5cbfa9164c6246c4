import type { PlaceRow } from "./gazetteer";

// D1 binds at most 100 parameters per statement: 14 rows × 7 columns = 98.
const ROWS_PER_STATEMENT = 14;
const STATEMENTS_PER_BATCH = 50;
const COLUMNS = 7;

/**
 * Inserts or refreshes places by (city, state), so re-running the import changes nothing but
 * corrected coordinates or populations. Multi-row statements in batches keep ~16,000 rows to a
 * few dozen round trips. Returns the number of rows written.
 */
export async function upsertPlaces(db: D1Database, rows: readonly PlaceRow[]): Promise<number> {
  const statements: D1PreparedStatement[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    const values = chunk.map(() => `(${Array(COLUMNS).fill("?").join(", ")})`).join(", ");
    const sql = `INSERT INTO places (id, city, state, latitude, longitude, population, search_name)
      VALUES ${values}
      ON CONFLICT (city, state) DO UPDATE SET latitude = excluded.latitude, longitude = excluded.longitude,
        population = excluded.population, search_name = excluded.search_name`;
    const params = chunk.flatMap((row) => [
      row.id,
      row.city,
      row.state,
      row.latitude,
      row.longitude,
      row.population,
      row.searchName,
    ]);
    statements.push(db.prepare(sql).bind(...params));
  }
  for (let start = 0; start < statements.length; start += STATEMENTS_PER_BATCH) {
    await db.batch(statements.slice(start, start + STATEMENTS_PER_BATCH));
  }
  return rows.length;
}
