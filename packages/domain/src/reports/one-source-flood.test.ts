// The promise a published figure makes: no single new source can move it far or switch it off.
// Property: for a published lane and any batch of up to 30 plausible reports from one new source,
// screened at the door as the API screens them, the published median moves by at most 5%, the
// average by at most 10%, and the lane stays published.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { aggregateLane, type LaneReport, type LaneRequest } from "../rates/lane-aggregate";
import { countedReports } from "../rates/lane-exclusions";
import { seededRandom } from "../seeded-random";
import { perMileBand } from "./plausibility";
import { quarantineReason } from "./screening";

const NOW = Date.parse("2026-11-23T12:00:00Z");
const DALLAS = { city: "Dallas", state: "TX", point: { lat: 32.78, lng: -96.8 } };
const CHICAGO = { city: "Chicago", state: "IL", point: { lat: 41.88, lng: -87.63 } };
const MILES = 925;
const request: LaneRequest = { origin: DALLAS, destination: CHICAGO, timeframeDays: 30 };

const day = (daysAgo: number) => new Date(NOW - daysAgo * 86_400_000).toISOString().slice(0, 10);

function report(
  perMile: number,
  parts: { source: string; broker: string; carrier: string; daysAgo: number },
): LaneReport {
  return {
    date: day(parts.daysAgo),
    pickup: DALLAS,
    delivery: CHICAGO,
    mileage: MILES,
    rateCents: Math.round(perMile * MILES * 100),
    trueRateCents: null,
    verified: false,
    source: parts.source,
    broker: parts.broker,
    carrier: parts.carrier,
    held: false,
  };
}

/**
 * A lane as the market makes it: 7–150 reports from 1–8 sources, 4–12 brokers and 3–20 carriers,
 * rates per mile log-normal around $1.50–$4.00 with a dispersion of 3–15% (what rate providers
 * publish for US lanes: a p25–p75 band within about ±10% of the median).
 */
const laneArbitrary = fc
  .record({
    size: fc.integer({ min: 7, max: 150 }),
    sources: fc.integer({ min: 1, max: 8 }),
    brokers: fc.integer({ min: 4, max: 12 }),
    carriers: fc.integer({ min: 3, max: 20 }),
    center: fc.double({ min: 1.5, max: 4, noNaN: true }),
    sigma: fc.double({ min: 0.03, max: 0.15, noNaN: true }),
    seed: fc.integer(),
  })
  .map(({ size, sources, brokers, carriers, center, sigma, seed }) => {
    const random = seededRandom(seed);
    return Array.from({ length: size }, (_, index) => {
      // Box–Muller from two uniform draws.
      const normal = Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
      return report(center * Math.exp(sigma * normal), {
        source: `source-${index % sources}`,
        broker: `broker-${index % brokers}`,
        carrier: `carrier-${index % carriers}`,
        daysAgo: index % 28,
      });
    });
  });

/** Up to 30 reports a new source could send that pass the door: any rate per mile the band allows, one broker or many. */
const floodArbitrary = fc.array(
  fc.record({
    perMile: fc.double({ min: perMileBand(MILES).min, max: perMileBand(MILES).max, noNaN: true }),
    broker: fc.constantFrom("broker-0", "broker-1", "flood-broker"),
    carrier: fc.constantFrom("carrier-0", "flood-carrier-a", "flood-carrier-b"),
    daysAgo: fc.integer({ min: 0, max: 27 }),
  }),
  { minLength: 1, maxLength: 30 },
);

/** The door's screening, item by item as a push is admitted (services/reports/admit-loads.ts). */
type Flood = { perMile: number; broker: string; carrier: string; daysAgo: number }[];

function screened(lane: readonly LaneReport[], flood: Flood) {
  // As the API screens: against the others' reports the lane's figures count.
  const others = countedReports(lane).counted.map((r) => r.rateCents / 100 / r.mileage);
  const recent = { total: 0, held: 0 };
  return flood.map((item, position) => {
    const reason = quarantineReason(
      item.perMile,
      { perMile: others, fromSource: 0 },
      { onLaneThisWeek: position, recent },
    );
    recent.total += 1;
    if (reason) recent.held += 1;
    return { ...report(item.perMile, { ...item, source: "newcomer" }), held: reason !== null };
  });
}

describe("a one-source flood", () => {
  it("moves no published median by more than 5% or average by more than 10%, and withholds no lane", () => {
    fc.assert(
      fc.property(laneArbitrary, floodArbitrary, (lane, flood) => {
        const before = aggregateLane(request, lane, NOW);
        fc.pre(before.status === "published");
        if (before.status !== "published") return;
        const after = aggregateLane(request, [...lane, ...screened(lane, flood)], NOW);
        expect(after.status, JSON.stringify(after)).toBe("published");
        if (after.status !== "published") return;
        const change = (key: "median" | "average") =>
          Math.abs(after.carrierRate.perMile[key] - before.carrierRate.perMile[key]) / before.carrierRate.perMile[key];
        expect(change("median")).toBeLessThanOrEqual(0.05 + 0.005 / before.carrierRate.perMile.median);
        expect(change("average")).toBeLessThanOrEqual(0.1 + 0.005 / before.carrierRate.perMile.average);
      }),
      { numRuns: 2000, seed: 20261125 },
    );
    // 2,000 generated lanes: about 2 s alone, and past Vitest's 5 s beside `npm test`'s other steps.
  }, 30_000);
});
