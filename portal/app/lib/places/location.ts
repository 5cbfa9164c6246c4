/**
 * A place chosen from the city autocomplete: the location result of the load-board spec's entities and fields ('City, ST', the
 * address components, geometry, coordinates and formatted address), as GET /api/places answers it.
 */
export interface Location {
  placeId: string;
  /** 'City, ST' */
  address: string;
  city: string;
  state: string;
  formattedAddress: string;
  coordinates: { lat: number; lng: number };
  geometry: { location: { lat: number; lng: number } };
  addressComponents: { longName: string; shortName: string; types: string[] }[];
}

/** What a city field holds: the typed text and, once one is chosen from the list, the place. */
export interface PlaceChoice {
  text: string;
  place: Location | null;
}

export const NO_PLACE: PlaceChoice = { text: "", place: null };

/** The API answers from 2 characters; shorter queries are not sent at all. */
export const PLACE_QUERY_MIN_LENGTH = 2;
/** Spec 001 the spec's business constants and limits debounces searches by 300 ms; the same pace keeps typing from flooding the API. */
export const PLACE_SEARCH_DEBOUNCE_MS = 300;

export function placesSearchPath(query: string): string {
  return `/api/places?${new URLSearchParams({ q: query.trim() })}`;
}

export function shouldSearchPlaces(query: string): boolean {
  return query.trim().length >= PLACE_QUERY_MIN_LENGTH;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const isFiniteNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

function readComponents(value: unknown): Location["addressComponents"] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (!isRecord(item) || typeof item.longName !== "string" || typeof item.shortName !== "string") return [];
    const types = Array.isArray(item.types)
      ? item.types.filter((type): type is string => typeof type === "string")
      : [];
    return [{ longName: item.longName, shortName: item.shortName, types }];
  });
}

/**
 * Reads one place defensively. A place without coordinates, city or state is no place at all:
 * the search and the load form need all three (the load-board spec's validation rules), so it is dropped here.
 */
export function parseLocation(value: unknown): Location | null {
  if (!isRecord(value)) return null;
  const { city, state, coordinates } = value;
  if (typeof city !== "string" || city === "" || typeof state !== "string" || !/^[A-Z]{2}$/.test(state)) return null;
  if (!isRecord(coordinates) || !isFiniteNumber(coordinates.lat) || !isFiniteNumber(coordinates.lng)) return null;
  const location = { lat: coordinates.lat, lng: coordinates.lng };
  const address = `${city}, ${state}`;
  return {
    placeId: typeof value.placeId === "string" ? value.placeId : address,
    address,
    city,
    state,
    formattedAddress: typeof value.formattedAddress === "string" ? value.formattedAddress : `${address}, USA`,
    coordinates: location,
    geometry: { location },
    addressComponents: readComponents(value.addressComponents),
  };
}

/** The autocomplete answer; null when it is not a list at all (an error page, a changed API). */
export function parseLocations(body: unknown): Location[] | null {
  if (!Array.isArray(body)) return null;
  return body.map(parseLocation).filter((place): place is Location => place !== null);
}
