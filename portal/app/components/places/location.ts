import type { components } from "@truerate/sdk";

/**
 * A place chosen from the city autocomplete: the location result of docs/product.md#load-board-entities-and-fields ('City, ST', the
 * address components, geometry, coordinates and formatted address), as GET /api/places answers it.
 */
export type Location = components["schemas"]["LocationResult"];

/** What a city field holds: the typed text and, once one is chosen from the list, the place. */
export interface PlaceChoice {
  text: string;
  place: Location | null;
}

export const NO_PLACE: PlaceChoice = { text: "", place: null };

/** The API answers from 2 characters; shorter queries are not sent at all. */
export const PLACE_QUERY_MIN_LENGTH = 2;
/** docs/product.md#load-board-business-constants-and-limits debounces searches by 300 ms; the same pace keeps typing from flooding the API. */
export const PLACE_SEARCH_DEBOUNCE_MS = 300;
