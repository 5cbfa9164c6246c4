import { describe, expect, it } from "vitest";
import { burstAllowance, quarantineReason } from "./screening";

/** A lane the other sources made: `count` reports around $2.50 a mile, ±4%. */
const lane = (count: number, fromSource = 0) => ({
  perMile: Array.from({ length: count }, (_, index) => 2.5 * (1 + ((index % 9) - 4) / 100)),
  fromSource,
});
const fresh = { onLaneThisWeek: 0, recent: { total: 0, held: 0 } };

describe("screening", () => {
  it("judges nothing on a lane the others have not established", () => {
    expect(quarantineReason(9, lane(6), fresh)).toBeNull();
  });

  it("holds a rate far outside the lane, and a newcomer's first report away from the median", () => {
    expect(quarantineReason(7.5, lane(30, 3), fresh)).toBe("far_outlier");
    expect(quarantineReason(2.8, lane(30), fresh)).toBe("new_source");
    expect(quarantineReason(2.55, lane(30), fresh)).toBeNull();
    expect(quarantineReason(2.8, lane(30, 3), fresh)).toBeNull();
  });

  it("holds a burst beyond 5% of the lane's volume or twice the source's own pace", () => {
    expect(burstAllowance(lane(30))).toBe(1);
    expect(burstAllowance(lane(200))).toBe(10);
    expect(burstAllowance(lane(30, 26))).toBe(5); // 26 in 13 weeks: 2 a week, twice that
    expect(quarantineReason(2.5, lane(200, 2), { ...fresh, onLaneThisWeek: 9 })).toBeNull();
    expect(quarantineReason(2.5, lane(200, 2), { ...fresh, onLaneThisWeek: 10 })).toBe("burst");
  });

  it("holds everything from a source whose recent reports were mostly held", () => {
    expect(quarantineReason(2.5, lane(0), { onLaneThisWeek: 0, recent: { total: 10, held: 6 } })).toBe(
      "source_quality",
    );
    expect(quarantineReason(2.5, lane(0), { onLaneThisWeek: 0, recent: { total: 10, held: 5 } })).toBeNull();
    expect(quarantineReason(2.5, lane(0), { onLaneThisWeek: 0, recent: { total: 9, held: 9 } })).toBeNull();
  });
});
