import { describe, expect, it } from "vitest";
import { placePrefixes } from "./autocomplete";
import { type GeoNamesCity, usPlaceRows } from "./gazetteer";
import { prefixUpperBound, searchName } from "./search-name";

const city = (
  name: string,
  adminCode: string,
  population: number,
  country = "US",
  cityId: number = population,
): GeoNamesCity => ({
  cityId,
  name,
  country,
  adminCode,
  population,
  loc: { coordinates: [-96.8, 32.78] },
});

describe("gazetteer rows", () => {
  it("keeps US places of the 50 states and DC, longitude and latitude in the right order", () => {
    const rows = usPlaceRows([
      city("Dallas", "TX", 1_300_000),
      city("Toronto", "08", 2_700_000, "CA"),
      city("San Juan", "PR", 400_000),
    ]);
    expect(rows).toEqual([
      {
        id: "geonames-1300000",
        city: "Dallas",
        state: "TX",
        latitude: 32.78,
        longitude: -96.8,
        population: 1_300_000,
        searchName: "dallas, tx",
      },
    ]);
  });

  it("drops what follows a comma in a name, so every address reads 'City, ST'", () => {
    const rows = usPlaceRows([city("Washington, D.C.", "DC", 700_000), city("New Century, KS", "KS", 1_000)]);
    expect(rows.map((row) => [row.city, row.searchName])).toEqual([
      ["Washington", "washington, dc"],
      ["New Century", "new century, ks"],
    ]);
  });

  it("keeps the more populous of two places with one name in one state", () => {
    const rows = usPlaceRows([
      city("Franklin", "WI", 500, "US", 1),
      city("Franklin", "WI", 36_000, "US", 2),
      city("Franklin", "TN", 80_000, "US", 3),
    ]);
    expect(rows.map((row) => [row.state, row.population])).toEqual([
      ["WI", 36_000],
      ["TN", 80_000],
    ]);
  });
});

describe("search names", () => {
  it("lower-cases, removes accents and normalises the comma", () => {
    expect(searchName("Cañon City,CO")).toBe("canon city, co");
    expect(searchName("  St.   Louis ,  MO")).toBe("st. louis, mo");
  });

  it("bounds a prefix range from above", () => {
    expect(prefixUpperBound("dal")).toBe("dam");
    expect("dallas, tx" < prefixUpperBound("dal")).toBe(true);
    expect("dam" < prefixUpperBound("dal")).toBe(false);
  });

  it("reads 'dallas tx' also as 'dallas, tx'", () => {
    expect(placePrefixes("Dallas TX")).toEqual(["dallas tx", "dallas, tx"]);
    expect(placePrefixes("dallas,")).toEqual(["dallas, "]);
    expect(placePrefixes("new yo")).toEqual(["new yo", "new, yo"]);
  });
});
