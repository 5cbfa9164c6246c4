// Loads stored before they carried ZIP3 areas (or seeded in bulk) get them from their places.
// New loads get theirs at entry (reports/admit-loads.ts); this fills the rest, idempotently.

/**
 * Raw: a correlated UPDATE over every load still without an area, keyed by the places' search name
 * (lower case "city, st"; SQLite folds ASCII letters only, so a name with accents stays without an
 * area and is judged at the radius and the state, as before areas existed).
 */
const BACKFILL_LOAD_ZIP3_SQL = `UPDATE loads SET
    pickup_zip3 = coalesce(pickup_zip3,
      (SELECT zip3 FROM places WHERE search_name = lower(trim(loads.pickup_city)) || ', ' || lower(loads.pickup_state))),
    delivery_zip3 = coalesce(delivery_zip3,
      (SELECT zip3 FROM places WHERE search_name = lower(trim(loads.delivery_city)) || ', ' || lower(loads.delivery_state)))
  WHERE pickup_zip3 IS NULL OR delivery_zip3 IS NULL`;

/** Raw: counted before the UPDATE, whose own count includes the rows its trigger writes. */
const LOADS_WITHOUT_ZIP3_SQL = "SELECT count(*) AS n FROM loads WHERE pickup_zip3 IS NULL OR delivery_zip3 IS NULL";

/** Gives every load without a ZIP3 area its places' areas; returns how many loads lacked one. */
export async function backfillLoadZip3(db: D1Database): Promise<number> {
  const [lacking] = await db.batch<{ n: number }>([
    db.prepare(LOADS_WITHOUT_ZIP3_SQL),
    db.prepare(BACKFILL_LOAD_ZIP3_SQL),
  ]);
  return lacking?.results[0]?.n ?? 0;
}
