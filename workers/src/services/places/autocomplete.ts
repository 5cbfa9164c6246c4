import type { ServiceContext } from "../../core/service-context";
import { PLACE_MATCHES_LIMIT, placesByPrefix } from "../../db/queries/places";
import type { LocationResult } from "../../schemas/places";
import { toLocationResult } from "./location-result";
import { prefixUpperBound, searchName } from "./search-name";

export const PLACE_QUERY_MIN_LENGTH = 2;
/** How many places autocomplete answers at most (the statement's LIMIT). */
export const PLACE_RESULTS_LIMIT = PLACE_MATCHES_LIMIT;

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

/** The index ranges of the prefixes: each runs from the prefix to the first name past it. */
export function prefixRanges(prefixes: readonly string[]) {
  return prefixes.map((prefix) => ({ from: prefix, below: prefixUpperBound(prefix) }));
}

/**
 * US cities whose "city, st" starts with the query, most populous first: a range scan on
 * places_search_idx per prefix, then a sort of the (few hundred at most) matches.
 */
export async function autocompletePlaces(ctx: ServiceContext, input: { q: string }): Promise<LocationResult[]> {
  const prefixes = placePrefixes(input.q).filter((prefix) => prefix.trim().length >= PLACE_QUERY_MIN_LENGTH);
  if (prefixes.length === 0) return [];
  const places = await placesByPrefix(ctx.env.DB, prefixRanges(prefixes));
  return places.map(toLocationResult);
}
