import { describe, expect, it } from "vitest";
import { validateSearch } from "./search-request";
import { askedOfUrl, searchBodyOfUrl, searchUrlQuery } from "./search-url";

const dallas = { address: "Dallas, TX", coordinates: { lat: 32.78306, lng: -96.80667 } };
const base = { originRadius: 100, destinationRadius: 50, availableTypes: ["flatbed" as const] };

describe("the results page URL of a search", () => {
  it("stays bare for a city-to-city search, as docs/product.md's search has it", () => {
    expect(searchUrlQuery({ ...base, origin: dallas, destination: dallas })).toBeNull();
  });

  it("names an area search, keeping a radius only for a city or a ZIP code", () => {
    const query = searchUrlQuery({ ...base, origin: { zip3: "606" }, destination: { state: "TX" } });
    expect(query).toBe("origin=zip3%3A606&destination=state%3ATX&type=flatbed");
    const withZip = searchUrlQuery({ ...base, origin: { zip: "60601" }, destination: dallas, endDate: "2026-11-30" });
    expect(new URLSearchParams(withZip ?? "").get("originRadius")).toBe("100");
    expect(new URLSearchParams(withZip ?? "").get("destination")).toBe("city:Dallas, TX@32.78306,-96.80667");
  });

  it("reads back the body it wrote, and none from a bare URL", () => {
    const body = { ...base, origin: dallas, destination: { zip3: "752" }, startDate: "2026-11-01" };
    const read = searchBodyOfUrl(new URLSearchParams(searchUrlQuery(body) ?? ""));
    expect(read).toEqual({ ...body, destinationRadius: undefined });
    expect(searchBodyOfUrl(new URLSearchParams(""))).toBeNull();
  });
});

describe("a side of the search form asked as an area", () => {
  const values = {
    origin: { text: "", place: null },
    destination: { text: "", place: null },
    originRadius: "150",
    destinationRadius: "150",
    trailerType: "dry_van",
    startDate: "",
    endDate: "",
  };

  it("posts { zip3 } and { state } from the typed code", () => {
    const result = validateSearch({
      ...values,
      originForm: "zip3",
      originCode: " 606 ",
      destinationForm: "state",
      destinationCode: "TX",
    });
    expect(result.ok && result.body).toMatchObject({ origin: { zip3: "606" }, destination: { state: "TX" } });
  });

  it("names the side when its code is missing or malformed", () => {
    const missing = validateSearch({ ...values, originForm: "zip", destinationForm: "state", destinationCode: "TX" });
    expect(missing.ok || missing.fields.origin).toEqual(["Please fill in all required fields"]);
    const short = validateSearch({
      ...values,
      originForm: "zip",
      originCode: "606",
      destinationForm: "state",
      destinationCode: "TX",
    });
    expect(short.ok || short.fields.origin).toEqual(["ZIP must be 5 digits"]);
  });
});

describe("what a results page URL asked", () => {
  it("names both sides and the area the lane figures follow", () => {
    const asked = (query: string) => askedOfUrl(new URLSearchParams(query));
    expect(asked("origin=zip3%3A606&destination=state%3ATX&type=flatbed")).toEqual({
      lane: "ZIP3 606 → TX",
      area: "state",
    });
    expect(asked("origin=zip3:606&destination=zip3:752")).toEqual({ lane: "ZIP3 606 → ZIP3 752", area: "zip3" });
    expect(asked("origin=zip:60601&destination=city:Dallas, TX@32.7,-96.8")).toEqual({
      lane: "ZIP 60601 → Dallas, TX",
      area: "city",
    });
    expect(asked("")).toBeNull();
  });
});
