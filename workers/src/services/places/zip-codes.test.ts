import { describe, expect, it } from "vitest";
import { loadZipCodes } from "../../../../scripts/zip-codes-import";
import { usZipCodeRows, type ZipCodesRecord } from "./zip-codes";

const record = (overrides: Partial<ZipCodesRecord>): ZipCodesRecord => ({
  zip: "75201",
  latitude: 32.7876,
  longitude: -96.7994,
  city: "Dallas",
  state: "TX",
  country: "US",
  ...overrides,
});

describe("US ZIP code rows", () => {
  it("keep five-digit US codes with a city, a state and a point", () => {
    expect(
      usZipCodeRows([
        record({}),
        record({ zip: "K1A", country: "CA", state: "ON" }),
        record({ zip: "1234" }),
        record({ zip: "00000", latitude: 0, longitude: 0 }),
        record({ zip: "99999", city: " " }),
      ]),
    ).toEqual([{ zip: "75201", city: "Dallas", state: "TX", latitude: 32.7876, longitude: -96.7994 }]);
  });

  it("read the offline package: tens of thousands of US codes, Beverly Hills among them", () => {
    const rows = usZipCodeRows(loadZipCodes());
    expect(rows.length).toBeGreaterThan(40_000);
    expect(rows.find((row) => row.zip === "90210")).toMatchObject({ city: "Beverly Hills", state: "CA" });
    expect(new Set(rows.map((row) => row.zip)).size).toBe(rows.length);
  });
});
