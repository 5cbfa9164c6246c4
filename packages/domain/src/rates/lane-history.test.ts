import { describe, expect, it } from "vitest";
import { aggregateLane, type LaneReport } from "./lane-aggregate";
import { HISTORY_WEEKS, historyWeekStarts, laneHistory, weekOf } from "./lane-history";

const NOW = Date.parse("2026-11-25T12:00:00Z"); // a Wednesday
const DALLAS = { city: "Dallas", state: "TX", point: { lat: 32.78, lng: -96.8 } };
const FORT_WORTH = { city: "Fort Worth", state: "TX", point: { lat: 32.75, lng: -97.33 } };
const HOUSTON = { city: "Houston", state: "TX", point: { lat: 29.76, lng: -95.37 } };
const ATLANTA = { city: "Atlanta", state: "GA", point: { lat: 33.75, lng: -84.39 } };
const request = { origin: DALLAS, destination: ATLANTA };
const starts = historyWeekStarts(NOW);

/** `count` reports in the week `weeksAgo` before this one (on its Tuesday), 4 brokers, a carrier each. */
function week(weeksAgo: number, count: number, overrides: (index: number) => Partial<LaneReport> = () => ({})) {
  const tuesday = new Date(Date.parse(`${starts[HISTORY_WEEKS - 1 - weeksAgo]}T00:00:00Z`) + 86_400_000);
  return Array.from(
    { length: count },
    (_, index): LaneReport => ({
      date: tuesday.toISOString().slice(0, 10),
      pickup: DALLAS,
      delivery: ATLANTA,
      mileage: 800,
      rateCents: 200_000 + index * 1_000,
      trueRateCents: 240_000 + index * 1_000,
      verified: true,
      broker: `broker-${index % 4}`,
      carrier: `carrier-${weeksAgo}-${index}`,
      source: `source-${index}`,
      held: false,
      ...overrides(index),
    }),
  );
}

const published = (weeks: number, overrides?: (index: number) => Partial<LaneReport>) =>
  Array.from({ length: weeks }, (_, weeksAgo) => week(weeksAgo, 8, overrides)).flat();

describe("history weeks", () => {
  it("start on Monday, the last being this week's, 58 of them reaching 13 months back", () => {
    expect(weekOf("2026-11-25")).toBe("2026-11-23");
    expect(weekOf("2026-11-23")).toBe("2026-11-23");
    expect(weekOf("2026-11-29")).toBe("2026-11-23");
    expect(weekOf("2026-01-01")).toBe("2025-12-29");
    expect(starts).toHaveLength(HISTORY_WEEKS);
    expect(starts.at(-1)).toBe("2026-11-23");
    expect(starts[0]).toBe("2025-10-20");
    expect(starts[0] && starts[0] <= "2025-10-25").toBe(true);
    expect(new Set(starts.map((start) => new Date(`${start}T00:00:00Z`).getUTCDay()))).toEqual(new Set([1]));
  });
});

describe("a lane's history", () => {
  it("publishes each week by the lookup's rules and leaves a withheld week a gap with its reason", () => {
    const reports = [
      ...published(40),
      ...week(41, 3),
      ...week(42, 8, () => ({ broker: "only" })),
      ...week(43, 8, (index) => ({ broker: index < 3 ? "big" : `b${index}` })),
    ];
    const history = laneHistory(request, reports, NOW);
    if (!history) throw new Error("no history");
    expect(history.area).toBe("city");
    expect(history.publishedWeeks).toBe(40);
    const byAgo = (weeksAgo: number) => history.weeks[HISTORY_WEEKS - 1 - weeksAgo];
    expect(byAgo(41)).toMatchObject({ status: "withheld", reason: "too_few_reports" });
    expect(byAgo(42)).toMatchObject({ status: "withheld", reason: "too_few_brokers" });
    expect(byAgo(43)).toMatchObject({ status: "withheld", reason: "dominant_broker" });
    expect(byAgo(50)).toMatchObject({ status: "withheld", reason: "too_few_reports", reports: 0 });
    expect(JSON.stringify(history.weeks.filter((w) => w.status === "withheld"))).not.toContain("carrierRate");

    // A published week's figures are the lookup's figures on that week's reports.
    const thisWeek = byAgo(0);
    const lookup = aggregateLane({ ...request, timeframeDays: 7 }, week(0, 8), NOW);
    if (thisWeek?.status !== "published" || lookup.status !== "published") throw new Error("not published");
    expect(thisWeek.carrierRate).toEqual(lookup.carrierRate.perMile);
    expect(thisWeek.trueRate).toEqual(lookup.trueRate?.perMile);
    expect(thisWeek.brokerMargin).toEqual(lookup.brokerMargin);
    expect(thisWeek).toMatchObject({ weekStart: "2026-11-23", reports: 8, trueRateWithheld: null });
  });

  it("applies the exclusions within each week", () => {
    const reports = [
      ...published(39),
      ...week(39, 12, (index) => ({
        rateCents: index === 0 ? 2_000_000 : 200_000 + index * 500,
        broker: `b${index % 6}`,
      })),
      ...week(40, 9, (index) => ({ held: index === 0 })),
      ...week(41, 8, (index) => ({ verified: index < 2 })),
    ];
    const history = laneHistory(request, reports, NOW);
    const byAgo = (weeksAgo: number) => history?.weeks[HISTORY_WEEKS - 1 - weeksAgo];
    expect(byAgo(39)).toMatchObject({ status: "published", reports: 11, excluded: { outliers: 1 } });
    expect(byAgo(40)).toMatchObject({ status: "published", reports: 8, excluded: { quarantined: 1 } });
    expect(byAgo(41)).toMatchObject({
      status: "published",
      trueRate: null,
      brokerMargin: null,
      trueRateWithheld: { reason: "too_few_reports" },
    });
  });

  it("reads the most specific area where half the weeks publish, else the one where most do", () => {
    // Half the reports from Fort Worth (within the radius), so neither city alone publishes a week.
    const radius = published(30, (index) => ({ pickup: index % 2 ? DALLAS : FORT_WORTH }));
    expect(laneHistory(request, radius, NOW)).toMatchObject({ area: "radius", publishedWeeks: 30 });

    // 20 weeks at the cities, 25 more at Houston: the state publishes 45 weeks.
    const state = [
      ...published(20),
      ...Array.from({ length: 25 }, (_, i) => week(20 + i, 8, () => ({ pickup: HOUSTON }))),
    ].flat();
    expect(laneHistory(request, state, NOW, "radius")).toBeNull();
    expect(laneHistory(request, state, NOW)).toMatchObject({ area: "state", publishedWeeks: 45 });

    // Nowhere half: the area with the most published weeks, the most specific on a tie.
    expect(laneHistory(request, published(10), NOW)).toMatchObject({ area: "city", publishedWeeks: 10 });
    const noPoints = { origin: { ...DALLAS, point: null }, destination: ATLANTA };
    expect(laneHistory(noPoints, published(30), NOW, "radius")).toMatchObject({ area: "city" });
  });
});
