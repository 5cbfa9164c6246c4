import { describe, expect, it } from "vitest";
import { isUsStateCode } from "../geo-us-states";
import { type LoadFacts, loadRefusals, MAX_WEIGHT_POUNDS, moneyRefusals, perMileBand } from "./plausibility";

const DALLAS = { lat: 32.7831, lng: -96.8067 };
const CHICAGO = { lat: 41.8781, lng: -87.6298 };
const TODAY = "2026-11-25";

function facts(overrides: Partial<LoadFacts> = {}): LoadFacts {
  return {
    date: "2026-11-20",
    pickup: { city: "Dallas", state: "TX", known: DALLAS, posted: null },
    delivery: { city: "Chicago", state: "IL", known: CHICAGO, posted: null },
    mileage: 925,
    weight: 42_000,
    rateCents: 217_500,
    ...overrides,
  };
}
const refusals = (overrides: Partial<LoadFacts>) => loadRefusals(facts(overrides), TODAY, isUsStateCode);

describe("the door", () => {
  it("lets a real load in", () => {
    expect(refusals({})).toEqual({});
  });

  it("refuses places it does not know, and states that are not US states", () => {
    const nowhere = refusals({
      pickup: { city: "Nowhere Town", state: "ZZ", known: null, posted: null },
      delivery: { city: "Atlantis", state: "TX", known: null, posted: null },
    });
    expect(nowhere.pickupState?.[0]).toBe("ZZ is not a US state code: use the two-letter code, such as TX");
    expect(nowhere.deliveryCity?.[0]).toContain("Atlantis, TX is not a US place we know");
    expect(nowhere.mileage).toBeUndefined();
  });

  it("refuses coordinates far from the named place", () => {
    const far = refusals({ pickup: { city: "Dallas", state: "TX", known: DALLAS, posted: CHICAGO } });
    expect(far.pickupLatitude?.[0]).toMatch(/^These coordinates are \d+ miles from Dallas, TX/);
  });

  it("compares mileage with the straight line, naming both numbers", () => {
    expect(refusals({ mileage: 40 }).mileage).toEqual([
      "Mileage 40 is shorter than the 805-mile straight line between pickup and delivery: check the mileage or the places",
    ]);
    expect(refusals({ mileage: 1 }).mileage?.[0]).toContain("Mileage 1 is shorter");
    expect(refusals({ mileage: 1_700 }).mileage?.[0]).toBe(
      "Mileage 1700 is far above any road route for a 805-mile straight line (at most 1640): check the mileage or the places",
    );
    // The straight line itself, less the slack for city-centre ends, is allowed; so is 1.6×.
    expect(refusals({ mileage: 700, rateCents: 200_000 })).toEqual({});
    expect(refusals({ mileage: 1_300, rateCents: 300_000 })).toEqual({});
  });

  it("bounds a move within one city", () => {
    const local = { delivery: { city: "Dallas", state: "TX", known: DALLAS, posted: null } };
    expect(refusals({ ...local, mileage: 30, rateCents: 40_000 })).toEqual({});
    expect(refusals({ ...local, mileage: 400, rateCents: 100_000 }).mileage?.[0]).toContain("within one city");
  });

  it("refuses dates more than three days ahead or older than three years", () => {
    expect(refusals({ date: "2026-11-28" })).toEqual({});
    expect(refusals({ date: "2026-11-29" }).date?.[0]).toContain("latest 2026-11-28");
    expect(refusals({ date: "2031-01-01" }).date).toHaveLength(1);
    expect(refusals({ date: "2023-11-25" })).toEqual({});
    expect(refusals({ date: "1999-06-01" }).date?.[0]).toContain("3-year record-keeping period (earliest 2023-11-25)");
  });

  it("refuses absurd money: totals and dollars per mile by trip length", () => {
    expect(refusals({ rateCents: 100 }).rate?.[0]).toBe("The rate must be between $50 and $50,000 for one load");
    expect(refusals({ rateCents: 900_000_000 }).rate?.[0]).toContain("between $50 and $50,000");
    expect(refusals({ rateCents: 4_900_000 }).rate?.[0]).toMatch(
      /^The rate of \$52\.97 per mile is outside \$0\.50–\$9\.00 for a 925-mile trip/,
    );
    expect(moneyRefusals("The true rate", 30_000, 20)).toEqual([]); // $15/mile for 20 miles is a short haul
    expect(perMileBand(20).max).toBeGreaterThan(perMileBand(900).max);
  });

  it("names every refused field at once: a wrong mileage does not hide an impossible rate", () => {
    const both = refusals({ mileage: 1, rateCents: 900_000_000 });
    expect(Object.keys(both).sort()).toEqual(["mileage", "rate"]);
    expect(both.rate).toEqual(["The rate must be between $50 and $50,000 for one load"]);
    // Per mile, a rate is judged only against a mileage that stands.
    expect(refusals({ mileage: 1, rateCents: 200_000 }).rate).toBeUndefined();
  });

  it("refuses a weight no truck carries", () => {
    expect(refusals({ weight: MAX_WEIGHT_POUNDS })).toEqual({});
    expect(refusals({ weight: MAX_WEIGHT_POUNDS + 1 }).weight).toHaveLength(1);
  });
});
