import { describe, expect, it } from "vitest";
import { retryDelaySeconds } from "./retry-delay";

describe("retryDelaySeconds", () => {
  it("doubles from 10 seconds with each attempt", () => {
    expect([1, 2, 3, 4, 5, 6].map(retryDelaySeconds)).toEqual([10, 20, 40, 80, 160, 320]);
  });

  it("never waits more than 10 minutes", () => {
    expect(retryDelaySeconds(7)).toBe(600);
    expect(retryDelaySeconds(50)).toBe(600);
    expect(retryDelaySeconds(5000)).toBe(600);
  });

  it("treats a missing or nonsensical attempt count as the first attempt", () => {
    for (const attempts of [0, -3, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(retryDelaySeconds(attempts), String(attempts)).toBe(10);
    }
  });

  it("always answers a whole number of seconds", () => {
    expect(Number.isInteger(retryDelaySeconds(2.5))).toBe(true);
  });
});
