import { useEffect, useState } from "react";
import {
  type Location,
  PLACE_SEARCH_DEBOUNCE_MS,
  parseLocations,
  placesSearchPath,
  shouldSearchPlaces,
} from "./location";

export type PlaceSearchState =
  | { status: "idle" }
  | { status: "loading"; query: string }
  | { status: "done"; query: string; places: Location[] }
  | { status: "error"; query: string };

/**
 * Looks up US cities for what was typed, 300 ms after the last key, from 2 characters on. A newer
 * query aborts the older request, so a slow answer never replaces a newer one. `enabled` is false
 * once a place is chosen: the input then shows the choice, which needs no new suggestions.
 */
export function usePlaceSearch(query: string, enabled: boolean): PlaceSearchState {
  const [state, setState] = useState<PlaceSearchState>({ status: "idle" });
  const trimmed = query.trim();

  useEffect(() => {
    if (!enabled || !shouldSearchPlaces(trimmed)) {
      setState({ status: "idle" });
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setState({ status: "loading", query: trimmed });
      try {
        const response = await fetch(placesSearchPath(trimmed), {
          signal: controller.signal,
          headers: { accept: "application/json" },
        });
        const places = response.ok ? parseLocations(await response.json()) : null;
        setState(places ? { status: "done", query: trimmed, places } : { status: "error", query: trimmed });
      } catch (error) {
        if (!controller.signal.aborted) {
          console.error("Place search failed", error);
          setState({ status: "error", query: trimmed });
        }
      }
    }, PLACE_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [trimmed, enabled]);

  return state;
}
