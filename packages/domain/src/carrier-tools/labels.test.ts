import { describe, expect, it } from "vitest";
import { searchRequestSchema } from "../validation/search";
import { laneLabel, perMile, searchLabel, searchRequestLabel } from "./labels";

const lane = {
  origin: { city: "Dallas", state: "TX" },
  destination: { city: "Atlanta", state: "GA" },
  equipment: "dry_van" as const,
};

describe("carrier tool labels", () => {
  it("names a lane by its two cities and its trailer", () => {
    expect(laneLabel(lane)).toBe("Dallas, TX → Atlanta, GA · Dry Van");
  });

  it("adds radii only when not the default, and dates only when given", () => {
    expect(searchLabel({ ...lane, originRadius: 100, destinationRadius: 100 }, 100)).toBe(
      "Dallas, TX → Atlanta, GA · Dry Van",
    );
    expect(searchLabel({ ...lane, originRadius: 50, destinationRadius: 100, startDate: "2026-11-01" }, 100)).toBe(
      "Dallas, TX → Atlanta, GA · Dry Van · 50 / 100 mi · 2026-11-01 to …",
    );
  });

  it("writes a figure per mile with cents", () => {
    expect(perMile(2.4)).toBe("$2.40/mi");
  });
});

describe("a search's label, whatever its sides", () => {
  const parse = (change: Record<string, unknown>) =>
    searchRequestSchema.parse({
      origin: { address: "Dallas, TX", coordinates: { lat: 32.78, lng: -96.8 } },
      destination: { address: "Atlanta, GA", coordinates: { lat: 33.75, lng: -84.39 } },
      availableTypes: ["dry_van"],
      ...change,
    });

  it("reads a city-to-city search as searchLabel does", () => {
    expect(searchRequestLabel(parse({ originRadius: 50 }), 150)).toBe(
      searchLabel({ ...lane, originRadius: 50, destinationRadius: 150 }, 150),
    );
  });

  it("names area sides, and radii only when a side uses one", () => {
    expect(
      searchRequestLabel(parse({ origin: { zip3: "606" }, destination: { state: "TX" }, originRadius: 50 }), 150),
    ).toBe("ZIP3 606 → TX · Dry Van");
    expect(searchRequestLabel(parse({ origin: { zip: "60601" }, originRadius: 50 }), 150)).toBe(
      "ZIP 60601 → Atlanta, GA · Dry Van · 50 / 150 mi",
    );
  });
});
