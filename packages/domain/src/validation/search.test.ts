import { describe, expect, it } from "vitest";
import { searchRequestSchema } from "./search";
import { SEARCH_MESSAGES } from "./search-messages";
import { parseCityState } from "./search-place";

const dallas = {
  address: "Dallas, TX",
  coordinates: { lat: 32.78306, lng: -96.80667 },
  formattedAddress: "Dallas, TX, USA",
  addressComponents: [{ longName: "Dallas", shortName: "Dallas", types: ["locality"] }],
  geometry: { location: { lat: 32.78306, lng: -96.80667 } },
};
const atlanta = { address: "Atlanta, GA", coordinates: { lat: 33.749, lng: -84.38798 } };
const valid = {
  origin: dallas,
  destination: atlanta,
  originRadius: 100,
  destinationRadius: 50,
  availableTypes: ["reefer"],
};

function firstMessage(input: Record<string, unknown>) {
  const result = searchRequestSchema.safeParse(input);
  expect(result.success, "expected the input to fail").toBe(false);
  return result.error?.issues[0]?.message;
}

describe("search request schema", () => {
  it("accepts a full place object and keeps what the search needs", () => {
    const result = searchRequestSchema.safeParse({ ...valid, startDate: "2026-11-01T04:00:00.000Z", endDate: "" });
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    expect(result.data).toEqual({
      origin: { city: "Dallas", state: "TX", address: "Dallas, TX", lat: 32.78306, lng: -96.80667 },
      destination: { city: "Atlanta", state: "GA", address: "Atlanta, GA", lat: 33.749, lng: -84.38798 },
      originRadius: 100,
      destinationRadius: 50,
      availableTypes: ["reefer"],
      startDate: "2026-11-01",
      endDate: undefined,
    });
  });

  it.each([
    [{ originRadius: "abc" }, 150],
    [{ originRadius: 400 }, 150],
    [{ originRadius: -3 }, 0],
    [{ originRadius: 33.9 }, 33],
    [{ originRadius: undefined }, 150],
    [{ originRadius: null }, 150],
  ])("clamps the radius %j to %i", (change, expected) => {
    const result = searchRequestSchema.safeParse({ ...valid, ...change });
    expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
    expect(result.data?.originRadius).toBe(expected);
  });

  it.each([
    [{ origin: undefined }],
    [{ origin: null }],
    [{ origin: "" }],
    [{ destination: undefined }],
    [{ availableTypes: [] }],
    [{ availableTypes: undefined }],
  ])("asks for the required fields when %j", (change) => {
    expect(firstMessage({ ...valid, ...change })).toBe(SEARCH_MESSAGES.required);
    expect(SEARCH_MESSAGES.required).toBe("Please fill in all required fields");
    expect(SEARCH_MESSAGES.requiredDescription).toBe("Origin, destination and trailer type are required");
  });

  it.each([
    [{ origin: { address: "Dallas", coordinates: dallas.coordinates } }],
    [{ origin: { address: "Dallas, Texas", coordinates: dallas.coordinates } }],
    [{ origin: { address: "Dallas, ZZ", coordinates: dallas.coordinates } }],
    [{ origin: { address: "Dallas, TX" } }],
    [{ origin: { address: "Dallas, TX", coordinates: { lat: "32", lng: -96 } } }],
    [{ destination: { address: "Atlanta, GA", coordinates: { lat: 95, lng: -84 } } }],
    [{ destination: "Atlanta, GA" }],
  ])("asks for a city from the dropdown when %j", (change) => {
    expect(firstMessage({ ...valid, ...change })).toBe("Please select a valid city from the dropdown");
  });

  it("refuses an unknown trailer type and more than one type", () => {
    expect(firstMessage({ ...valid, availableTypes: ["tanker"] })).toBe(SEARCH_MESSAGES.invalidTrailerType);
    expect(firstMessage({ ...valid, availableTypes: ["reefer", "flatbed"] })).toBe(SEARCH_MESSAGES.invalidTrailerType);
  });

  it("accepts a bare trailer type string", () => {
    expect(searchRequestSchema.parse({ ...valid, availableTypes: "flatbed" }).availableTypes).toEqual(["flatbed"]);
  });

  it("refuses an unparseable date", () => {
    expect(firstMessage({ ...valid, endDate: "someday" })).toBe(SEARCH_MESSAGES.invalidDate);
  });

  it("refuses an end date before the start date, on the end date, and accepts a one-day range", () => {
    const result = searchRequestSchema.safeParse({ ...valid, startDate: "2026-11-20", endDate: "2026-11-19" });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["endDate", SEARCH_MESSAGES.endBeforeStart],
    ]);
    expect(searchRequestSchema.safeParse({ ...valid, startDate: "2026-11-20", endDate: "2026-11-20" }).success).toBe(
      true,
    );
  });

  it("parses 'City, ST' with an optional country", () => {
    expect(parseCityState("St. Louis, mo, USA")).toEqual({ city: "St. Louis", state: "MO" });
    expect(parseCityState("Winston-Salem, NC")).toEqual({ city: "Winston-Salem", state: "NC" });
    expect(parseCityState("Paris, France")).toBeNull();
  });
});
