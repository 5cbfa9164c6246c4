// `tsx scripts/zip-codes-import.ts`: loads the US ZIP codes (the `zipcodes` package, BSD licence,
// 42,000 codes with city, state and point, so it works offline) into the local D1 `zip_codes`
// table, for lane lookups by ZIP. Idempotent. `seedZipCodes(db)` is what the seed calls.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { upsertZipCodes } from "../workers/src/db/queries/places";
import { usZipCodeRows, type ZipCodesRecord } from "../workers/src/services/places/zip-codes";
import { withLocalDatabase } from "./lib/local-platform";

/** The package is CommonJS without types: its records are read through the shape we rely on. */
export function loadZipCodes(): ZipCodesRecord[] {
  const { codes } = createRequire(import.meta.url)("zipcodes/lib/codes.js") as {
    codes: Record<string, ZipCodesRecord>;
  };
  return Object.values(codes);
}

export async function seedZipCodes(db: D1Database): Promise<number> {
  return upsertZipCodes(db, usZipCodeRows(loadZipCodes()));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const written = await withLocalDatabase(seedZipCodes);
  console.log(`ZIP codes: ${written} US codes upserted in ${Math.round(performance.now() - started)} ms`);
}
