import { describe, expect, it } from "vitest";
import { checkStoredLoads, type StoredLoad } from "./stored-check";

const DALLAS = { lat: 32.78, lng: -96.8 };
const ATLANTA = { lat: 33.75, lng: -84.39 };
const known = (city: string) => (city === "Dallas" ? DALLAS : city === "Atlanta" ? ATLANTA : null);

const load = (id: string, change: Partial<StoredLoad> = {}): StoredLoad => ({
  id,
  date: "2026-11-20",
  pickupCity: "Dallas",
  pickupState: "TX",
  deliveryCity: "Atlanta",
  deliveryState: "GA",
  mileage: 781,
  weight: 42_000,
  rateCents: 215_000,
  trueRateCents: 250_000,
  ...change,
});

describe("the check of stored loads", () => {
  it("tallies the loads the door would refuse today, by rule, and deletes nothing", () => {
    const loads = [
      load("fine"),
      load("nowhere", { deliveryCity: "Atlantis" }),
      load("flood", { mileage: 1, rateCents: 900_000_000 }),
      load("absurd-true-rate", { trueRateCents: 100 }),
    ];
    const result = checkStoredLoads(loads, known, "2026-11-25");
    expect(result).toMatchObject({ checked: 4, flagged: 3, byField: { deliveryCity: 1, mileage: 1, trueRate: 2 } });
    expect(result.examples.map((example) => example.id)).toEqual(["nowhere", "flood", "absurd-true-rate"]);
    expect(loads).toHaveLength(4);
  });
});
