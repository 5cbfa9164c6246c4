import { describe, expect, it } from "vitest";
import {
  formatDollars,
  formatDollarsPerMile,
  formatLoadDate,
  formatRoute,
  formatTrueRate,
  formatWeight,
  NOT_VERIFIED,
} from "./load-display";

describe("formatDollarsPerMile", () => {
  it("divides the rate by the mileage and shows 2 decimals", () => {
    expect(formatDollarsPerMile(2150, 781)).toBe("$2.75");
    expect(formatDollarsPerMile(1000, 500)).toBe("$2.00");
    expect(formatDollarsPerMile(1, 3)).toBe("$0.33");
  });

  it("rounds half a cent up despite binary noise", () => {
    // 1.005 × 100 is 100.49999… in floating point; the domain rounds through 12 digits.
    expect(formatDollarsPerMile(100.5, 100)).toBe("$1.01");
  });

  it("shows a dash when there is no distance to divide by", () => {
    expect(formatDollarsPerMile(1000, 0)).toBe("—");
  });
});

describe("load display", () => {
  it("shows 'Not Verified' for a missing true rate and dollars otherwise", () => {
    expect(formatTrueRate(null)).toBe(NOT_VERIFIED);
    expect(formatTrueRate(undefined)).toBe("Not Verified");
    expect(formatTrueRate(2400)).toBe("$2,400.00");
  });

  it("formats money, weight and the route", () => {
    expect(formatDollars(2150.5)).toBe("$2,150.50");
    expect(formatWeight(42000)).toBe("42,000 lbs");
    expect(formatRoute({ pickupCity: "Dallas", pickupState: "TX", deliveryCity: "Atlanta", deliveryState: "GA" })).toBe(
      "Dallas, TX → Atlanta, GA",
    );
  });

  it("writes dates as 'MMMM d, yyyy', a bare date as that very day", () => {
    expect(formatLoadDate("2026-11-03")).toBe("November 3, 2026");
    expect(formatLoadDate("2026-11-23T15:04:05.000Z")).toMatch(/^November 2[34], 2026$/);
    expect(formatLoadDate("not a date")).toBe("not a date");
  });
});
