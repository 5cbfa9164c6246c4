import { describe, expect, it } from "vitest";
import { loadsWithinBudget, MAILS_PER_JOB } from "./mail-budget";

describe("loadsWithinBudget", () => {
  it("takes every load of a job whose mails fit", () => {
    expect(loadsWithinBudget(Array.from({ length: 100 }, () => 3))).toBe(100);
    expect(loadsWithinBudget([])).toBe(0);
  });

  it("stops before the load that would pass the budget", () => {
    // 100 loads of a 50-member brokerage: 51 mails each, so 9 loads (459 mails) fit in 500.
    expect(loadsWithinBudget(Array.from({ length: 100 }, () => 51))).toBe(9);
    expect(loadsWithinBudget([200, 300, 1], MAILS_PER_JOB)).toBe(2);
    expect(loadsWithinBudget([200, 301], MAILS_PER_JOB)).toBe(1);
  });

  it("always takes the first load, however many its recipients", () => {
    expect(loadsWithinBudget([900, 1])).toBe(1);
  });
});
