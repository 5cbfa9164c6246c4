import { searchRequestLabel } from "@truerate/domain/carrier-tools/labels";
import { DEFAULT_SEARCH_RADIUS_MILES } from "@truerate/domain/search-radius";
import type { SearchRequest } from "@truerate/domain/validation/search";
import { isCityEnd, type SearchEnd } from "@truerate/domain/validation/search-end-forms";
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import { createDb, type Database } from "../../db/client";
import { recentSearches } from "../../db/schema";
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
export async function recordRecentSearch(db: D1Database, userId: string, search: SearchRequest, now: number) {
  const request = JSON.stringify(storedRequest(search));
  const label = searchRequestLabel(search, DEFAULT_SEARCH_RADIUS_MILES);
  const orm = createDb(db);
  const own = eq(recentSearches.userId, userId);
  await orm.batch([
    orm.delete(recentSearches).where(and(own, eq(recentSearches.request, request))),
    orm.insert(recentSearches).values({ id: crypto.randomUUID(), userId, label, request, searchedAt: new Date(now) }),
    orm.delete(recentSearches).where(and(own, notInArray(recentSearches.id, newestIds(orm, userId)))),
  ]);
}

/** The ids of the user's newest RECENT_SEARCHES_KEPT searches (the insert order breaks ties). */
function newestIds(db: Database, userId: string) {
  return db
    .select({ id: recentSearches.id })
    .from(recentSearches)
    .where(eq(recentSearches.userId, userId))
    .orderBy(desc(recentSearches.searchedAt), desc(sql`rowid`))
    .limit(RECENT_SEARCHES_KEPT);
}

/** The user's own recent searches, newest first. */
export async function listRecentSearches(db: D1Database, userId: string): Promise<RecentSearch[]> {
  const results = await createDb(db)
    .select({
      id: recentSearches.id,
      label: recentSearches.label,
      request: recentSearches.request,
      searchedAt: recentSearches.searchedAt,
    })
    .from(recentSearches)
    .where(eq(recentSearches.userId, userId))
    .orderBy(desc(recentSearches.searchedAt), desc(sql`rowid`))
    .limit(RECENT_SEARCHES_KEPT);
  return results.map((row) => ({
    id: row.id,
    label: row.label,
    request: JSON.parse(row.request) as StoredSearchRequest,
    searchedAt: row.searchedAt.toISOString(),
  }));
}
