import type { ZipCodeRow } from "../../db/queries/places";

/** A record of the `zipcodes` package (US and Canadian codes, keyed by code). */
export interface ZipCodesRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

/** The US five-digit codes with a city, a two-letter state and a real point; the rest is skipped. */
export function usZipCodeRows(records: Iterable<ZipCodesRecord>): ZipCodeRow[] {
  const rows: ZipCodeRow[] = [];
  for (const record of records) {
    if (record.country !== "US" || !/^\d{5}$/.test(record.zip) || !/^[A-Z]{2}$/.test(record.state)) continue;
    if (!record.city?.trim() || !Number.isFinite(record.latitude) || !Number.isFinite(record.longitude)) continue;
    if (record.latitude === 0 && record.longitude === 0) continue;
    rows.push({
      zip: record.zip,
      city: record.city.trim(),
      state: record.state,
      latitude: record.latitude,
      longitude: record.longitude,
    });
  }
  return rows;
}
