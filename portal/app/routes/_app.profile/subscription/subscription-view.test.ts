import { describe, expect, it } from "vitest";
import { daysRemainingLabel, formatPeriodEnd, managementState } from "./subscription-view";

describe("subscription view", () => {
  it("tells none, active and cancel at period end apart", () => {
    expect(managementState({ active: true, cancelAtPeriodEnd: false })).toBe("active");
    expect(managementState({ active: true, cancelAtPeriodEnd: true })).toBe("canceling");
    expect(managementState({ active: false, cancelAtPeriodEnd: false })).toBe("none");
  });

  it("writes the period end and the days left", () => {
    expect(formatPeriodEnd("2026-12-23T15:04:05.000Z", "America/New_York")).toBe("December 23, 2026");
    expect(formatPeriodEnd("2026-12-24T02:00:00.000Z", "America/New_York")).toBe("December 23, 2026");
    expect(daysRemainingLabel(1)).toBe("1 day remaining");
    expect(daysRemainingLabel(30)).toBe("30 days remaining");
  });
});
