import { describe, expect, it } from "vitest";
import type { Location } from "../places/location";
import { type SearchFormValues, searchBody, validateSearch } from "./search-request";

function place(city: string, state: string, lat: number, lng: number): Location {
  const coordinates = { lat, lng };
  return {
    placeId: `${city}-${state}`,
    address: `${city}, ${state}`,
    city,
    state,
    formattedAddress: `${city}, ${state}, USA`,
    coordinates,
    geometry: { location: coordinates },
    addressComponents: [],
    population: null,
  };
}

const dallas = place("Dallas", "TX", 32.78306, -96.80667);
const atlanta = place("Atlanta", "GA", 33.749, -84.38798);

const filled: SearchFormValues = {
  origin: { text: "Dallas, TX", place: dallas },
  destination: { text: "Atlanta, GA", place: atlanta },
  originRadius: "100",
  destinationRadius: "50",
  trailerType: "reefer",
  startDate: "",
  endDate: "",
};

describe("validateSearch", () => {
  it("accepts chosen cities and sends the places, radii and one trailer type", () => {
    const result = validateSearch(filled);
    expect(result).toEqual({
      ok: true,
      body: {
        origin: dallas,
        destination: atlanta,
        originRadius: 100,
        destinationRadius: 50,
        availableTypes: ["reefer"],
      },
    });
  });

  it("asks for the required fields with docs/product.md's headline and description", () => {
    const result = validateSearch({ ...filled, origin: { text: "", place: null }, trailerType: "" });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.toast).toMatchObject({
      title: "Please fill in all required fields",
      description: "Origin, destination and trailer type are required",
    });
    expect(Object.keys(result.fields).sort()).toEqual(["availableTypes", "origin"]);
  });

  it("refuses a typed city that was not chosen from the dropdown", () => {
    const result = validateSearch({ ...filled, destination: { text: "Atlan", place: null } });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.toast.title).toBe("Please select a valid city from the dropdown");
    expect(result.fields.destination).toEqual(["Please select a valid city from the dropdown"]);
  });
});

describe("searchBody", () => {
  it("clamps the radii to 0–150 and falls back to 150 for anything that is not a number", () => {
    expect(searchBody({ ...filled, originRadius: "500", destinationRadius: "-5" })).toMatchObject({
      originRadius: 150,
      destinationRadius: 0,
    });
    expect(searchBody({ ...filled, originRadius: "", destinationRadius: "abc" })).toMatchObject({
      originRadius: 150,
      destinationRadius: 150,
    });
  });

  it("sends the dates only when they were picked", () => {
    expect(searchBody(filled)).not.toHaveProperty("startDate");
    expect(searchBody({ ...filled, startDate: "2026-11-01", endDate: "2026-11-30" })).toMatchObject({
      startDate: "2026-11-01",
      endDate: "2026-11-30",
    });
  });
});
