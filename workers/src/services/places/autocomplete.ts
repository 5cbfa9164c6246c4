import type { LocationResult } from "../../schemas/places";
import { type PlaceRecord, toLocationResult } from "./location-result";
import { prefixUpperBound, searchName } from "./search-name";

export const PLACE_QUERY_MIN_LENGTH = 2;
export const PLACE_RESULTS_LIMIT = 10;

/**
 * The prefixes a query stands for. "dallas tx" also means "dallas, tx" when its last word is a
 * state code, since people rarely type the comma.
 */
export function placePrefixes(query: string): string[] {
  let prefix = searchName(query).trimEnd();
  if (prefix.endsWith(",")) prefix += " ";
  const prefixes = [prefix];
  const spaced = /^(.*\S) ([a-z]{2})$/.exec(prefix);
  if (spaced && !prefix.includes(",")) prefixes.push(`${spaced[1]}, ${spaced[2]}`);
  return prefixes;
}

/**
 * Raw: decision 0010: autocomplete is a hot path the bench measures, and this builder is its one
 * statement. One index range per prefix; several are OR-ed, which SQLite runs as a multi-index OR.
 */
export function placesQuery(prefixes: readonly string[]): { sql: string; params: string[] } {
  const ranges = prefixes.map((_, index) => `(search_name >= ?${index * 2 + 1} AND search_name < ?${index * 2 + 2})`);
  return {
    sql: `SELECT id, city, state, latitude, longitude, population FROM places
     WHERE ${ranges.join(" OR ")}
     ORDER BY population DESC, search_name LIMIT ${PLACE_RESULTS_LIMIT}`,
    params: prefixes.flatMap((prefix) => [prefix, prefixUpperBound(prefix)]),
  };
}

/**
 * US cities whose "city, st" starts with the query, most populous first: a range scan on
 * places_search_idx per prefix, then a sort of the (few hundred at most) matches.
 */
export async function autocompletePlaces(
  ctx: { env: { DB: D1Database } },
  input: { q: string },
): Promise<LocationResult[]> {
  const prefixes = placePrefixes(input.q).filter((prefix) => prefix.trim().length >= PLACE_QUERY_MIN_LENGTH);
  if (prefixes.length === 0) return [];
  const query = placesQuery(prefixes);
  const { results } = await ctx.env.DB.prepare(query.sql)
    .bind(...query.params)
    .all<PlaceRecord>();
  return results.map(toLocationResult);
}
