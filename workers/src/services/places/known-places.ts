// How a place is named (lower-case "city, st") when asking whether they are US places we know
// (db/queries/places.ts `knownPlaces`: the gazetteer first, then the ZIP table's city names).
import { searchName } from "./search-name";

export const placeKey = (city: string, state: string) => searchName(`${city}, ${state}`);
