import { describe, expect, it } from "vitest";
import { SEASON_AMPLITUDE, seasonFactor } from "./market-season";

describe("the demo market's season", () => {
  it("peaks in late June and bottoms out in late December, 8% either side", () => {
    expect(seasonFactor(new Date("2026-06-26T12:00:00Z"))).toBeCloseTo(1 + SEASON_AMPLITUDE, 4);
    expect(seasonFactor(new Date("2026-12-25T12:00:00Z"))).toBeCloseTo(1 - SEASON_AMPLITUDE, 3);
    expect(seasonFactor(new Date("2026-03-27T12:00:00Z"))).toBeCloseTo(1, 1);
  });
});
