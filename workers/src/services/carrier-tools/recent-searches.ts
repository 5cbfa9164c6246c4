import { searchRequestLabel } from "@truerate/domain/carrier-tools/labels";
import { DEFAULT_SEARCH_RADIUS_MILES } from "@truerate/domain/search-radius";
import type { SearchRequest } from "@truerate/domain/validation/search";
import { isCityEnd, type SearchEnd } from "@truerate/domain/validation/search-end-forms";
import type { ServiceContext } from "../../core/service-context";
import { recentSearchesOf, recordRecentSearch as recordRecentSearchRow } from "../../db/queries/carrier-tools";
import type { RecentSearch, StoredSearchRequest } from "../../schemas/carrier-tools";

/** How many searches a user's Recent tab keeps; older ones are pruned on insert. */
export const RECENT_SEARCHES_KEPT = 20;

/** The search as it can be posted again: a chosen city as its place, an area side as it was asked. */
function storedSide(end: SearchEnd): StoredSearchRequest["origin"] {
  if (!isCityEnd(end)) {
    if (end.form === "city") throw new Error("A named city is kept as its place: resolve it first (searchAsKept)");
    if (end.form === "zip") return { zip: end.zip };
    return end.form === "zip3" ? { zip3: end.zip3 } : { state: end.state };
  }
  return { address: end.address, coordinates: { lat: end.lat, lng: end.lng } };
}

function storedRequest(search: SearchRequest): StoredSearchRequest {
  return {
    origin: storedSide(search.origin),
    destination: storedSide(search.destination),
    originRadius: search.originRadius,
    destinationRadius: search.destinationRadius,
    availableTypes: [search.availableTypes[0] as SearchRequest["availableTypes"][number]],
    ...(search.startDate ? { startDate: search.startDate } : {}),
    ...(search.endDate ? { endDate: search.endDate } : {}),
  };
}

/**
 * Records one search in a single batch: the same search done before moves to the top instead of
 * being listed twice, and anything beyond the newest RECENT_SEARCHES_KEPT is deleted.
 */
export async function recordRecentSearch(
  ctx: ServiceContext,
  { userId, search }: { userId: string; search: SearchRequest },
) {
  await recordRecentSearchRow(ctx.db, {
    id: crypto.randomUUID(),
    userId,
    label: searchRequestLabel(search, DEFAULT_SEARCH_RADIUS_MILES),
    request: JSON.stringify(storedRequest(search)),
    searchedAt: ctx.now(),
    kept: RECENT_SEARCHES_KEPT,
  });
}

/** The user's own recent searches, newest first. */
export async function listRecentSearches(ctx: ServiceContext, userId: string): Promise<RecentSearch[]> {
  const results = await recentSearchesOf(ctx.db, userId, RECENT_SEARCHES_KEPT);
  return results.map((row) => ({
    id: row.id,
    label: row.label,
    request: JSON.parse(row.request) as StoredSearchRequest,
    searchedAt: row.searchedAt.toISOString(),
  }));
}
