import { describe, expect, it } from "vitest";
import { loadInLaneWeek, loadLaneWeekText } from "./lane-week-position";

const published = (weekStart: string) => ({
  weekStart,
  status: "published" as const,
  reports: 12,
  excluded: { quarantined: 0, capped: 0, outliers: 0 },
  carrierRate: { average: 2.6, median: 2.55, p25: 2.4, p75: 2.8 },
  trueRate: null,
  trueRateWithheld: null,
  brokerMargin: null,
});
const withheld = (weekStart: string) => ({
  weekStart,
  status: "withheld" as const,
  reports: 3,
  excluded: { quarantined: 0, capped: 0, outliers: 0 },
  reason: "too_few_reports" as const,
});
const withheldReasons = {
  too_few_reports: "Fewer than 7 reports support this lane",
  too_few_brokers: "Fewer than 3 brokers report on this lane",
  too_few_carriers: "Fewer than 3 carriers report on this lane",
  dominant_broker: "One broker is more than 25% of this lane's reports",
};
const history = { weeks: [withheld("2026-11-09"), published("2026-11-16")], withheldReasons };

describe("a load in its lane's week", () => {
  it("places the load's rate per mile against the week's middle half", () => {
    // Wednesday 2026-11-18 is in the week of Monday 2026-11-16.
    const above = loadInLaneWeek(history, { date: "2026-11-18", rate: 2300, mileage: 800 });
    expect(above).toMatchObject({ kind: "published", perMile: 2.88, position: "above", reports: 12 });
    expect(loadInLaneWeek(history, { date: "2026-11-22", rate: 2000, mileage: 800 })).toMatchObject({
      position: "within",
    });
    expect(loadInLaneWeek(history, { date: "2026-11-16", rate: 1800, mileage: 800 })).toMatchObject({
      position: "below",
    });
    expect(loadLaneWeekText(above)).toBe(
      "This load paid $2.88 a mile, above the middle half of the lane's rates in the week of Nov 16, 2026: " +
        "a median of $2.55 (middle half $2.40–$2.80) over 12 reports.",
    );
  });

  it("says why a week has no figure, and when the load is outside the history", () => {
    const gap = loadInLaneWeek(history, { date: "2026-11-10", rate: 2000, mileage: 800 });
    expect(gap).toMatchObject({ kind: "withheld" });
    expect(loadLaneWeekText(gap)).toBe(
      "The lane's figure for the week of Nov 9, 2026 is withheld: Fewer than 7 reports support this lane.",
    );
    const old = loadInLaneWeek(history, { date: "2025-01-01", rate: 2000, mileage: 800 });
    expect(loadLaneWeekText(old)).toBe("This load's week is outside the lane's last 13 months.");
  });
});
