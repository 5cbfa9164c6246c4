import { describe, expect, it } from "vitest";
import { laneLabel, perMile, searchLabel } from "./labels";

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
