import { describe, expect, it } from "vitest";
import { LANE_END_MESSAGES } from "./lane-end-messages";
import { searchRequestSchema } from "./search";
import { askedAreaOfSearch, askedForm, endForm, searchEndLabel, usesRadius } from "./search-end-forms";

const dallas = { address: "Dallas, TX", coordinates: { lat: 32.78306, lng: -96.80667 } };
const parse = (origin: unknown, destination: unknown = dallas) =>
  searchRequestSchema.safeParse({ origin, destination, availableTypes: ["reefer"] });

describe("a search side's form", () => {
  it.each([
    [{ zip3: "606" }, "zip3"],
    [{ zip: "60601" }, "zip"],
    [{ state: "TX" }, "state"],
    [dallas, "city"],
    [{ address: "Dallas, TX", state: "TX" }, "city"],
    [{ city: "Dallas", state: "TX" }, "city"],
    ["Dallas", "city"],
    [undefined, "city"],
  ])("%j is read as %s", (value, form) => {
    expect(askedForm(value)).toBe(form);
  });

  it("reads each form to what the search uses, trimmed and upper-cased", () => {
    expect(parse({ zip: " 60601 " }).data?.origin).toEqual({ form: "zip", zip: "60601" });
    expect(parse({ zip3: "606" }).data?.origin).toEqual({ form: "zip3", zip3: "606" });
    expect(parse({ state: "tx" }).data?.origin).toEqual({ form: "state", state: "TX" });
    expect(endForm(parse(dallas).data?.origin ?? { form: "state", state: "TX" })).toBe("city");
  });

  it("reads a city and state as the partner lookups take it: a place with its point, else one to look up", () => {
    expect(parse({ city: " Dallas ", state: "tx" }).data?.origin).toEqual({
      form: "city",
      city: "Dallas",
      state: "TX",
    });
    expect(parse({ city: "Dallas", state: "TX", lat: 32.78, lng: -96.8 }).data?.origin).toEqual({
      city: "Dallas",
      state: "TX",
      address: "Dallas, TX",
      lat: 32.78,
      lng: -96.8,
    });
  });

  it.each([
    [{ zip: "6060" }, ["origin", "zip"], LANE_END_MESSAGES.zipFormat],
    [{ zip: 60601 }, ["origin", "zip"], LANE_END_MESSAGES.zipFormat],
    [{ zip3: "6a6" }, ["origin", "zip3"], LANE_END_MESSAGES.zip3Format],
    [{ state: "Texas" }, ["origin", "state"], LANE_END_MESSAGES.stateCode],
    [{ zip3: "606", state: "IL" }, ["origin", "zip3"], LANE_END_MESSAGES.oneForm],
  ])("%j → %j: %s", (origin, path, message) => {
    const issues = parse(origin).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path, issue.message])).toEqual([[path, message]]);
  });

  it("labels each form as the results page names it", () => {
    const ends = [dallas, { zip: "60601" }, { zip3: "606" }, { state: "TX" }].map(
      (origin) => parse(origin).data?.origin,
    );
    expect(ends.map((end) => (end ? searchEndLabel(end) : null))).toEqual([
      "Dallas, TX",
      "ZIP 60601",
      "ZIP3 606",
      "TX",
    ]);
  });

  it("uses the radius of a city or a ZIP only, and follows the wider side's area", () => {
    expect(["city", "zip", "zip3", "state"].map((form) => usesRadius(form as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(askedAreaOfSearch("zip", "city")).toBe("city");
    expect(askedAreaOfSearch("zip3", "zip")).toBe("zip3");
    expect(askedAreaOfSearch("zip3", "state")).toBe("state");
  });
});
