import { describe, expect, it } from "vitest";
import { parseLocation, parseLocations, placesSearchPath, shouldSearchPlaces } from "./location";

const dallas = {
  placeId: "geonames-4684888",
  address: "Dallas, TX",
  city: "Dallas",
  state: "TX",
  formattedAddress: "Dallas, TX, USA",
  coordinates: { lat: 32.78306, lng: -96.80667 },
  geometry: { location: { lat: 32.78306, lng: -96.80667 } },
  addressComponents: [{ longName: "Texas", shortName: "TX", types: ["administrative_area_level_1"] }],
  population: 1300092,
};

describe("parseLocation", () => {
  it("keeps the location result fields of a place", () => {
    expect(parseLocation(dallas)).toEqual({
      placeId: "geonames-4684888",
      address: "Dallas, TX",
      city: "Dallas",
      state: "TX",
      formattedAddress: "Dallas, TX, USA",
      coordinates: { lat: 32.78306, lng: -96.80667 },
      geometry: { location: { lat: 32.78306, lng: -96.80667 } },
      addressComponents: [{ longName: "Texas", shortName: "TX", types: ["administrative_area_level_1"] }],
    });
  });

  it("drops a place without coordinates, city or a state code", () => {
    expect(parseLocation({ ...dallas, coordinates: undefined })).toBeNull();
    expect(parseLocation({ ...dallas, coordinates: { lat: "32", lng: -96 } })).toBeNull();
    expect(parseLocation({ ...dallas, city: "" })).toBeNull();
    expect(parseLocation({ ...dallas, state: "Texas" })).toBeNull();
  });

  it("reads a list, and refuses an answer that is not one", () => {
    expect(parseLocations([dallas, { city: "Nowhere" }])).toHaveLength(1);
    expect(parseLocations({ error: "nope" })).toBeNull();
  });
});

describe("place search", () => {
  it("starts at 2 characters and sends the trimmed query", () => {
    expect(shouldSearchPlaces(" d ")).toBe(false);
    expect(shouldSearchPlaces("da")).toBe(true);
    expect(placesSearchPath(" dallas, t ")).toBe("/api/places?q=dallas%2C+t");
  });
});
