import { describe, expect, it } from "vitest";
import { centsToDollars, dollarsPerMile, dollarsToCents } from "./money";

describe("money", () => {
  it("converts dollars to whole cents without floating-point loss", () => {
    expect(dollarsToCents(2150)).toBe(215000);
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.004)).toBe(0);
  });

  it("converts cents back to dollars", () => {
    expect(centsToDollars(215000)).toBe(2150);
    expect(centsToDollars(1999)).toBe(19.99);
    expect(centsToDollars(dollarsToCents(1234.56))).toBe(1234.56);
  });

  it("gives dollars per mile rounded to 2 decimals, and null without a distance", () => {
    expect(dollarsPerMile(2150, 781)).toBe(2.75);
    expect(dollarsPerMile(1000, 3)).toBe(333.33);
    expect(dollarsPerMile(2, 3)).toBe(0.67);
    expect(dollarsPerMile(1.005, 1)).toBe(1.01);
    expect(dollarsPerMile(1000, 0)).toBeNull();
  });
});
