import { describe, expect, it } from "vitest";
import {
  moneyAmountsInCents,
  normalizeCompanyName,
  statesBrokerName,
  statesLoadNumber,
  statesRate,
} from "./text-matching";

describe("statesLoadNumber", () => {
  it.each([
    ["Load # TR-4242 pickup", true],
    ["load tr 4242", true],
    ["LOAD:TR4242.", true],
    ["XTR-4242", false],
    ["TR-42421", false],
    ["no number here", false],
  ])("in %j: %s", (text, expected) => {
    expect(statesLoadNumber(text, "TR-4242")).toBe(expected);
  });

  it("never matches an empty load number", () => {
    expect(statesLoadNumber("anything", " - ")).toBe(false);
  });
});

describe("moneyAmountsInCents", () => {
  it("reads amounts written as money", () => {
    expect(moneyAmountsInCents("Total $2,500.00; USD 1800; fuel 125.5; Rate: 3100")).toEqual([
      250000, 180000, 12550, 310000,
    ]);
  });

  it("ignores bare numbers, parts of identifiers and malformed groupings", () => {
    expect(moneyAmountsInCents("Weight 42000 lbs, 612 miles, MC-123456, call 555-2500, 12,34")).toEqual([]);
  });
});

describe("statesRate", () => {
  it("matches the load's rate in common formats", () => {
    for (const text of ["$2,500.00", "$2500", "USD 2,500", "Linehaul rate: 2500", "2500.00"]) {
      expect(statesRate(text, 250000), text).toBe(true);
    }
    expect(statesRate("$2,500.50", 250000)).toBe(false);
    expect(statesRate("weight 2500 lbs", 250000)).toBe(false);
  });
});

describe("broker names", () => {
  it("normalises case, accents, punctuation, '&' and a trailing company suffix", () => {
    expect(normalizeCompanyName("Acmé Freight & Logistics, L.L.C.")).toBe("acme freight and logistics");
    expect(normalizeCompanyName("Inc")).toBe("inc");
  });

  it.each([
    ["Broker: ACME FREIGHT LLC", true],
    ["acme   freight, inc.", true],
    ["Acme Freightways", false],
    ["Acme", false],
  ])("in %j: %s", (text, expected) => {
    expect(statesBrokerName(text, "Acme Freight, LLC")).toBe(expected);
  });
});
