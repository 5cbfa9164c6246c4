import { searchLabel } from "@truerate/domain/carrier-tools/labels";
import { DEFAULT_SEARCH_RADIUS_MILES } from "@truerate/domain/search-radius";
import type { SearchRequest } from "@truerate/domain/validation/search";

/** How many searches a user's Recent tab keeps; older ones are pruned on insert. */
export const RECENT_SEARCHES_KEPT = 20;

/** The search as the API accepts it, rebuilt from the validated request: posting it again runs the same search. */
export interface StoredSearchRequest {
  origin: { address: string; coordinates: { lat: number; lng: number } };
  destination: { address: string; coordinates: { lat: number; lng: number } };
  originRadius: number;
  destinationRadius: number;
  availableTypes: [SearchRequest["availableTypes"][number]];
  startDate?: string;
  endDate?: string;
}

function storedRequest(search: SearchRequest): StoredSearchRequest {
  const place = (end: SearchRequest["origin"]) => ({
    address: end.address,
    coordinates: { lat: end.lat, lng: end.lng },
  });
  return {
    origin: place(search.origin),
    destination: place(search.destination),
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
  const label = searchLabel(
    {
      origin: search.origin,
      destination: search.destination,
      equipment: search.availableTypes[0] as SearchRequest["availableTypes"][number],
      originRadius: search.originRadius,
      destinationRadius: search.destinationRadius,
      startDate: search.startDate,
      endDate: search.endDate,
    },
    DEFAULT_SEARCH_RADIUS_MILES,
  );
  await db.batch([
    db.prepare("DELETE FROM recent_searches WHERE user_id = ?1 AND request = ?2").bind(userId, request),
    db
      .prepare("INSERT INTO recent_searches (id, user_id, label, request, searched_at) VALUES (?1, ?2, ?3, ?4, ?5)")
      .bind(crypto.randomUUID(), userId, label, request, now),
    db
      .prepare(
        `DELETE FROM recent_searches WHERE user_id = ?1 AND id NOT IN (
           SELECT id FROM recent_searches WHERE user_id = ?1 ORDER BY searched_at DESC, rowid DESC LIMIT ?2)`,
      )
      .bind(userId, RECENT_SEARCHES_KEPT),
  ]);
}

export interface RecentSearch {
  id: string;
  label: string;
  request: StoredSearchRequest;
  searchedAt: string;
}

/** The user's own recent searches, newest first. */
export async function listRecentSearches(db: D1Database, userId: string): Promise<RecentSearch[]> {
  const { results } = await db
    .prepare(
      `SELECT id, label, request, searched_at AS searchedAt FROM recent_searches
       WHERE user_id = ?1 ORDER BY searched_at DESC, rowid DESC LIMIT ?2`,
    )
    .bind(userId, RECENT_SEARCHES_KEPT)
    .all<{ id: string; label: string; request: string; searchedAt: number }>();
  return results.map((row) => ({
    id: row.id,
    label: row.label,
    request: JSON.parse(row.request) as StoredSearchRequest,
    searchedAt: new Date(row.searchedAt).toISOString(),
  }));
}
