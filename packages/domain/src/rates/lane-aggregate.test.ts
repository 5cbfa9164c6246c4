import { describe, expect, it } from "vitest";
import { confidenceLevel, confidenceScore } from "./confidence";
import { escalationSteps, firstDayOf, laneAreas, widenings } from "./escalation";
import { aggregateLane, type LaneReport, type LaneRequest, WIDEST_SCOPE, widerScope } from "./lane-aggregate";
import { contributorsOf, withheldReason } from "./publication";
import { quantile, spreadOf } from "./statistics";

const NOW = Date.parse("2026-11-23T12:00:00Z");
const DALLAS = { city: "Dallas", state: "TX", point: { lat: 32.78, lng: -96.8 } };
const FORT_WORTH = { city: "Fort Worth", state: "TX", point: { lat: 32.75, lng: -97.33 } };
const HOUSTON = { city: "Houston", state: "TX", point: { lat: 29.76, lng: -95.37 } };
const ATLANTA = { city: "Atlanta", state: "GA", point: { lat: 33.75, lng: -84.39 } };

const WITH_POINTS = laneAreas(DALLAS, ATLANTA);
const WITHOUT_POINTS = laneAreas({ ...DALLAS, point: null }, ATLANTA);

const request: LaneRequest = { origin: DALLAS, destination: ATLANTA, timeframeDays: 7 };

function report(index: number, overrides: Partial<LaneReport> = {}): LaneReport {
  return {
    date: "2026-11-22",
    pickup: DALLAS,
    delivery: ATLANTA,
    mileage: 800,
    rateCents: 200_000 + index * 1_000,
    trueRateCents: null,
    verified: false,
    broker: `broker-${index % 4}`,
    carrier: `carrier-${index}`,
    source: `source-${index}`,
    held: false,
    ...overrides,
  };
}

const reports = (count: number, overrides: (index: number) => Partial<LaneReport> = () => ({})) =>
  Array.from({ length: count }, (_, index) => report(index, overrides(index)));

describe("statistics", () => {
  it("interpolates quantiles between ranks", () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([10, 20, 30, 40, 50], 0.25)).toBe(20);
    expect(spreadOf([4, 1, 3, 2])).toEqual({ average: 2.5, median: 2.5, p25: 1.75, p75: 3.25 });
    expect(spreadOf([])).toBeNull();
  });
});

describe("publication (k-anonymity)", () => {
  it("withholds below 7 reports, below 3 brokers or 3 carriers, and above a 25% broker share", () => {
    expect(withheldReason(contributorsOf(reports(6).map((r) => ({ ...r }))))).toBe("too_few_reports");
    const twoBrokers = reports(8, (index) => ({ broker: `b${index % 2}` }));
    expect(withheldReason(contributorsOf(twoBrokers))).toBe("too_few_brokers");
    const twoCarriers = reports(8, (index) => ({ carrier: `c${index % 2}` }));
    expect(withheldReason(contributorsOf(twoCarriers))).toBe("too_few_carriers");
    // 3 of 8 reports from one broker is 37.5%.
    const dominant = reports(8, (index) => ({ broker: index < 3 ? "big" : `b${index}` }));
    expect(withheldReason(contributorsOf(dominant))).toBe("dominant_broker");
    // 2 of 8 is exactly 25%: allowed.
    expect(withheldReason(contributorsOf(reports(8)))).toBeNull();
  });
});

describe("escalation", () => {
  it("tries every longer timeframe of an area before the next wider area", () => {
    expect(escalationSteps(30, WITH_POINTS)).toEqual([
      { area: "city", timeframeDays: 30 },
      { area: "city", timeframeDays: 60 },
      { area: "city", timeframeDays: 90 },
      { area: "city", timeframeDays: 365 },
      { area: "radius", timeframeDays: 30 },
      { area: "radius", timeframeDays: 60 },
      { area: "radius", timeframeDays: 90 },
      { area: "radius", timeframeDays: 365 },
      { area: "state", timeframeDays: 30 },
      { area: "state", timeframeDays: 60 },
      { area: "state", timeframeDays: 90 },
      { area: "state", timeframeDays: 365 },
    ]);
    expect(escalationSteps(365, WITHOUT_POINTS)).toEqual([
      { area: "city", timeframeDays: 365 },
      { area: "state", timeframeDays: 365 },
    ]);
    expect(escalationSteps(90, WITHOUT_POINTS).map((step) => `${step.area}/${step.timeframeDays}`)).toEqual([
      "city/90",
      "city/365",
      "state/90",
      "state/365",
    ]);
    expect(firstDayOf(7, NOW)).toBe("2026-11-17");
  });

  it("answers a 30-day question from the same cities over 90 days before the whole states over 30", () => {
    // Four city reports this week, four more in the same cities two months ago, and eight state-wide
    // reports this week: the state would publish at 30 days, but the cities publish at 90.
    const cities = reports(8, (index) => ({ date: index < 4 ? "2026-11-22" : "2026-09-20" }));
    const state = reports(8, (index) => ({ pickup: HOUSTON, carrier: `state-carrier-${index}` }));
    const result = aggregateLane({ ...request, timeframeDays: 30 }, [...cities, ...state], NOW);
    expect(result.status).toBe("published");
    expect(result.escalation).toEqual({
      requested: { area: "city", timeframeDays: 30 },
      applied: { area: "city", timeframeDays: 90 },
      steps: 2,
    });
    expect(result.reports).toBe(8);
  });

  it("penalises confidence per wider area and longer timeframe, not per step tried", () => {
    const steps = escalationSteps(30, WITH_POINTS);
    expect(widenings(steps, { area: "city", timeframeDays: 30 })).toBe(0);
    expect(widenings(steps, { area: "city", timeframeDays: 90 })).toBe(2);
    expect(widenings(steps, { area: "state", timeframeDays: 30 })).toBe(2);
    expect(widenings(steps, { area: "state", timeframeDays: 365 })).toBe(5);
    expect(widenings(escalationSteps(30, WITHOUT_POINTS), { area: "state", timeframeDays: 60 })).toBe(2);
  });

  it("publishes the lane as asked when it is dense enough", () => {
    const result = aggregateLane(request, reports(8), NOW);
    expect(result.status).toBe("published");
    expect(result.escalation).toMatchObject({ applied: { area: "city", timeframeDays: 7 }, steps: 0 });
  });

  it("takes the radius step when the city alone is thin", () => {
    const data = reports(8, (index) => ({ pickup: index < 4 ? DALLAS : FORT_WORTH }));
    const result = aggregateLane(request, data, NOW);
    expect(result.status).toBe("published");
    expect(result.escalation.applied).toEqual({ area: "radius", timeframeDays: 7 });
    // Past the city's six timeframes, none of which had more than the four reports.
    expect(result.escalation.steps).toBe(6);
  });

  it("takes a longer timeframe of the cities, and the state only when no timeframe of the radius publishes", () => {
    const state = reports(8, (index) => ({ pickup: index < 4 ? DALLAS : HOUSTON }));
    expect(aggregateLane(request, state, NOW).escalation).toMatchObject({
      applied: { area: "state", timeframeDays: 7 },
      steps: 12,
    });

    const older = reports(8, (index) => ({ date: index < 4 ? "2026-11-22" : "2026-11-01" }));
    const result = aggregateLane(request, older, NOW);
    expect(result.status).toBe("published");
    expect(result.escalation).toMatchObject({ applied: { area: "city", timeframeDays: 30 }, steps: 2 });

    const olderRadius = reports(8, (index) => ({
      date: index < 4 ? "2026-11-22" : "2026-11-01",
      pickup: index < 4 ? DALLAS : FORT_WORTH,
    }));
    expect(aggregateLane(request, olderRadius, NOW).escalation.applied).toEqual({ area: "radius", timeframeDays: 30 });
  });

  it("stops at what was read, and says why a lane stays withheld", () => {
    const older = reports(8, (index) => ({ date: index < 4 ? "2026-11-22" : "2026-11-01" }));
    const partial = aggregateLane(request, older, NOW, { area: "state", days: 7 });
    expect(partial).toMatchObject({ status: "withheld", reason: "too_few_reports", reports: 4 });
    expect(partial.escalation.applied.timeframeDays).toBe(7);

    const oneBroker = reports(20, () => ({ broker: "only" }));
    const withheld = aggregateLane(request, oneBroker, NOW);
    expect(withheld).toMatchObject({ status: "withheld", reason: "too_few_brokers" });
    expect(withheld.status === "withheld" && withheld.message).toBe("Fewer than 3 brokers report on this lane");
    expect(JSON.stringify(withheld)).not.toContain("perMile");
  });

  it("counts the companies a lane's caps emptied, and says why it withholds", () => {
    // 15 reports of one brokerage from one source (one e-mail domain) on a new lane: the broker cap
    // leaves nothing counted, yet the lane has one broker and one carrier, and the reason names them.
    const oneBrokerage = reports(15, () => ({ broker: "only", source: "only-source", carrier: "only-carrier" }));
    const withheld = aggregateLane(request, oneBrokerage, NOW);
    expect(withheld).toMatchObject({
      status: "withheld",
      reason: "too_few_brokers",
      reports: 0,
      companies: { brokers: 1, carriers: 1 },
      explanation: "one broker is all of this lane's reports; at least 3 brokers are needed",
    });
    expect(withheld.excluded.capped).toBe(15);
  });

  it("explains a withheld verified true rate with its own counts", () => {
    const twoVerifiedBrokers = reports(8, (index) => ({
      verified: index < 2 || index === 4,
      trueRateCents: 240_000,
    }));
    const published = aggregateLane(request, twoVerifiedBrokers, NOW);
    expect(published.status === "published" && published.trueRateWithheld).toEqual({
      reason: "too_few_reports",
      message: "Fewer than 7 reports support this lane",
      explanation: "3 verified reports; at least 7 are needed",
    });
  });
});

describe("ZIP3 areas and ends asked as areas", () => {
  const dallas = { ...DALLAS, zip3: "752" };
  const atlanta = { ...ATLANTA, zip3: "303" };
  const inDallasArea = { city: "Irving", state: "TX", point: { lat: 32.81, lng: -96.95 }, zip3: "752" };
  const inAtlantaArea = { city: "Decatur", state: "GA", point: { lat: 33.77, lng: -84.3 }, zip3: "303" };
  const faraway = { city: "El Paso", state: "TX", point: { lat: 31.76, lng: -106.49 }, zip3: "799" };

  it("tries the ZIP3 areas after the radius and before the states", () => {
    expect(laneAreas(dallas, atlanta)).toEqual(["city", "radius", "zip3", "state"]);
    // Without a ZIP3 on either end the step is skipped, as the radius is without a point.
    expect(laneAreas(DALLAS, atlanta)).toEqual(["city", "radius", "state"]);
    expect(laneAreas({ ...dallas, point: null }, atlanta)).toEqual(["city", "zip3", "state"]);
  });

  it("starts an end asked as a ZIP3 area or a state there, and never judges it narrower", () => {
    const area = { city: "", state: "TX", point: null, zip3: "752", asked: "zip3" as const };
    const state = { city: "", state: "GA", point: null, asked: "state" as const };
    expect(laneAreas(area, atlanta)).toEqual(["city", "radius", "zip3", "state"]);
    expect(laneAreas(area, state)).toEqual(["zip3", "state"]);
    expect(laneAreas(state, { ...state, state: "TX" })).toEqual(["state"]);

    const data = reports(8, (index) => ({ pickup: index % 2 === 0 ? dallas : inDallasArea, delivery: atlanta }));
    const asked = aggregateLane({ origin: area, destination: state, timeframeDays: 7 }, data, NOW);
    expect(asked.escalation).toMatchObject({ requested: { area: "zip3" }, applied: { area: "zip3" }, steps: 0 });
  });

  it("answers from the two ZIP3 areas when the cities and the radius are thin", () => {
    // Four reports in the cities and four in the same ZIP3 areas beyond the radius: a point the
    // ZIP table places in 752 though it lies past RADIUS_MILES (the areas' shapes are irregular).
    const farInArea = { ...faraway, zip3: "752" };
    const data = reports(8, (index) => ({ pickup: index < 4 ? dallas : farInArea, delivery: atlanta }));
    const result = aggregateLane({ origin: dallas, destination: atlanta, timeframeDays: 7 }, data, NOW);
    expect(result.status).toBe("published");
    expect(result.escalation.applied).toEqual({ area: "zip3", timeframeDays: 7 });
    // The whole state would publish too, but the ZIP3 areas come first; a report outside them never counts.
    const outside = reports(8, (index) => ({ pickup: index < 4 ? dallas : faraway, delivery: atlanta }));
    expect(
      aggregateLane({ origin: dallas, destination: atlanta, timeframeDays: 7 }, outside, NOW).escalation.applied.area,
    ).toBe("state");
    // Within the radius, a neighbour in the same area is already counted at the radius step.
    const near = reports(8, (index) => ({ pickup: index < 4 ? dallas : inDallasArea, delivery: inAtlantaArea }));
    const radius = aggregateLane({ origin: dallas, destination: atlanta, timeframeDays: 7 }, near, NOW);
    expect(radius.escalation.applied.area).toBe("radius");
  });
});

describe("published figures", () => {
  it("gives carrier and true rates per mile and per trip, the margin, and the counts", () => {
    // Five of the eight verified true rates are borne out by their rate confirmation's reading.
    const data = reports(8, (index) => ({
      trueRateCents: 250_000 + index * 1_000,
      verified: true,
      documentVerified: index < 5,
    }));
    const result = aggregateLane(request, data, NOW);
    if (result.status !== "published") throw new Error(JSON.stringify(result));
    expect(result.carrierRate.perTrip).toEqual({ average: 2035, median: 2035, p25: 2017.5, p75: 2052.5 });
    expect(result.carrierRate.perMile.median).toBe(2.54);
    expect(result.trueRate?.perTrip.median).toBe(2535);
    expect(result.trueRate?.reports).toBe(8);
    expect(result.brokerMargin?.medianPct).toBeCloseTo(19.7, 1);
    expect(result).toMatchObject({
      reports: 8,
      companies: { brokers: 4, carriers: 8 },
      maxContributorShare: 0.25,
      verification: { verified: 8, documentVerified: 5 },
      mileage: { average: 800 },
    });
    expect(result.confidence.rule).toContain("HIGH ≥ 75");
  });

  it("withholds the true rate alone when too few loads carry one", () => {
    const data = reports(8, (index) => ({ trueRateCents: index < 3 ? 250_000 : null }));
    const result = aggregateLane(request, data, NOW);
    if (result.status !== "published") throw new Error(JSON.stringify(result));
    expect(result.trueRate).toBeNull();
    expect(result.brokerMargin).toBeNull();
    expect(result.trueRateWithheld?.reason).toBe("too_few_reports");
  });
});

describe("reading wider", () => {
  it("reads the same area a year back before the two states, and stops once published", () => {
    const thin = aggregateLane(request, reports(3), NOW, { area: "radius", days: 30 });
    expect(thin.status).toBe("withheld");
    expect(widerScope(thin, { area: "radius", days: 30 })).toEqual({ area: "radius", days: 365 });
    expect(widerScope(thin, { area: "radius", days: 365 })).toEqual(WIDEST_SCOPE);
    expect(widerScope(thin, { area: "state", days: 30 })).toEqual(WIDEST_SCOPE);
    expect(widerScope(thin, WIDEST_SCOPE)).toBeNull();
    expect(widerScope(aggregateLane(request, reports(8), NOW), { area: "radius", days: 7 })).toBeNull();
  });
});

describe("confidence", () => {
  it("follows the published rule", () => {
    const perMile = { median: 2.5, p25: 2.25, p75: 2.75 };
    // 40·10/50 + 20·4/10 + 20·5/10 + 20·(1 − 0.2) = 8 + 8 + 10 + 16 = 42
    expect(confidenceScore({ reports: 10, brokers: 4, verified: 5, perMile, widenings: 0 })).toBe(42);
    expect(confidenceScore({ reports: 10, brokers: 4, verified: 5, perMile, widenings: 2 })).toBe(32);
    expect(confidenceScore({ reports: 80, brokers: 12, verified: 80, perMile, widenings: 0 })).toBe(96);
    expect([confidenceLevel(75), confidenceLevel(74), confidenceLevel(49)]).toEqual(["HIGH", "MEDIUM", "LOW"]);
  });
});
