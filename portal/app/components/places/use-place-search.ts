import { browserApi } from "../../lib/browser-api";
import { type SearchState, useDebouncedSearch } from "../forms/use-debounced-search";
import { type Location, PLACE_QUERY_MIN_LENGTH, PLACE_SEARCH_DEBOUNCE_MS } from "./location";

export type PlaceSearchState = SearchState<Location>;

async function searchPlaces(query: string, signal: AbortSignal): Promise<Location[] | null> {
  const { data } = await browserApi().GET("/api/places", { params: { query: { q: query } }, signal });
  return data ?? null;
}

/** Looks up US cities for what was typed, 300 ms after the last key, from 2 characters on. */
export function usePlaceSearch(query: string, enabled: boolean): PlaceSearchState {
  return useDebouncedSearch(query, {
    enabled,
    minLength: PLACE_QUERY_MIN_LENGTH,
    delayMs: PLACE_SEARCH_DEBOUNCE_MS,
    search: searchPlaces,
    label: "Place search",
  });
}
