import { describe, expect, it } from "vitest";
import { companyName, sameAmounts, sameCompany, sameMoney, sameText, sentencesOverlap } from "./reading-compare";

describe("comparing read values with facts", () => {
  it("compares strings without case, spaces or punctuation", () => {
    expect(sameText("LD-884213", "ld 884213")).toBe(true);
    expect(sameText("Quick pay 2% 5 days", "QUICK PAY 2% - 5 DAYS")).toBe(true);
    expect(sameText("LD-884213", "LD-884214")).toBe(false);
    expect(sameText("St. Louis", "St Louis")).toBe(true);
  });

  it("ignores company suffixes, but not the name itself", () => {
    expect(companyName("Red Oak Trucking LLC")).toBe("redoaktrucking");
    expect(sameCompany("BlueLine Freight Solutions Inc.", "Blueline Freight Solutions")).toBe(true);
    expect(sameCompany("Ironwood Logistics Corp.", "IRONWOOD LOGISTICS CORPORATION")).toBe(true);
    expect(sameCompany("J & M Transport Inc.", "J and M Transport")).toBe(true);
    expect(sameCompany("Red Oak Trucking LLC", "Red Oak Logistics LLC")).toBe(false);
  });

  it("takes money within half a cent", () => {
    expect(sameMoney(2450, 2450.004)).toBe(true);
    expect(sameMoney(2450, 2450.005)).toBe(true);
    expect(sameMoney(2450, 2450.01)).toBe(false);
    expect(sameAmounts([100, 235.5], [235.5, 100])).toBe(true);
    expect(sameAmounts([100, 235.5], [100])).toBe(false);
    expect(sameAmounts([100, 100], [100, 150])).toBe(false);
  });

  it("matches a sentence trimmed or capped by the reading, not a different one", () => {
    const clause = "A $100.00 fine will be deducted from carrier pay for each missed check call.";
    expect(sentencesOverlap(clause, "3. A $100.00 fine will be deducted from carrier pay for each missed")).toBe(true);
    expect(sentencesOverlap(clause, "Driver must call dispatch upon arrival and departure at each stop.")).toBe(false);
    expect(sentencesOverlap(clause, "")).toBe(false);
  });
});
