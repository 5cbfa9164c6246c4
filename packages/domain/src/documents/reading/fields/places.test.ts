import { describe, expect, it } from "vitest";
import { findPlaces } from "./places";

describe("findPlaces", () => {
  it.each([
    ["Dallas, TX 75201", "Dallas", "TX"],
    ["Dallas, Texas", "Dallas", "TX"],
    ["DALLAS TX", "Dallas", "TX"],
    ["4200 Industrial Pkwy, Salt Lake City, UT 84104", "Salt Lake City", "UT"],
    ["Riverbend Foods, 710 Warehouse Rd, St. Louis, MO", "St. Louis", "MO"],
    ["Tri-State Steel Supply, Kansas City, MO", "Kansas City", "MO"],
    ["Pickup: Albuquerque, New Mexico on 11/20/2026", "Albuquerque", "NM"],
  ])("reads %s", (text, city, state) => {
    expect(findPlaces(text)[0]).toMatchObject({ city, state });
  });

  it("reads OCR's l for I in a code after a comma", () => {
    expect(findPlaces("Acme Paper Products, Detroit, Ml, to be picked up")[0]).toMatchObject({
      city: "Detroit",
      state: "MI",
    });
    expect(findPlaces("Joliet, lL 60436")[0]).toMatchObject({ city: "Joliet", state: "IL" });
    expect(findPlaces("Detroit Ml")).toEqual([]);
    expect(findPlaces("Denver, co")[0]).toMatchObject({ city: "Denver", state: "CO" });
    expect(findPlaces("Dallas, in the morning")).toEqual([]);
    expect(findPlaces("PU - Acme Paper Products  ‘Omaha, NE")[0]).toMatchObject({
      city: "Omaha",
      state: "NE",
      quote: "Omaha, NE",
    });
  });

  it("needs a capitalised code after a city", () => {
    expect(findPlaces("we go in on time")).toEqual([]);
    expect(findPlaces("ZIP 75201")).toEqual([]);
  });

  it("quotes the place as printed", () => {
    expect(findPlaces("Ship to Reno, NV 89502 please")[0]?.quote).toBe("Reno, NV 89502");
  });
});
