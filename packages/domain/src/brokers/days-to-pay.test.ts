import { describe, expect, it } from "vitest";
import {
  classifyPayment,
  DAYS_TO_PAY_RULE,
  daysBetween,
  daysToPay,
  MIN_PAY_CARRIERS,
  MIN_PAY_LOADS,
  type PaymentReport,
  UNPAID_AFTER_DAYS,
} from "./days-to-pay";

const TODAY = "2026-11-27";

/** A load invoiced `ago` days before TODAY and paid `after` days later (null: not paid). */
function report(carrier: string, ago: number, after: number | null, notPaid = false): PaymentReport {
  const invoiced = Date.parse(`${TODAY}T00:00:00Z`) - ago * 86_400_000;
  const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return {
    carrierKey: carrier,
    invoicedOn: iso(invoiced),
    paidOn: after === null ? null : iso(invoiced + after * 86_400_000),
    notPaid,
  };
}

/** Seven paid loads from three carriers, paid after the given days. */
const paidAfter = (days: number[]) => days.map((after, index) => report(`dot:${index % 3}`, 90, after));

describe("classifyPayment", () => {
  it("counts a paid load with its days from invoice to payment", () => {
    expect(classifyPayment(report("a", 60, 21), TODAY)).toEqual({ carrierKey: "a", days: 21, paid: true });
  });

  it(`counts a load unpaid ${UNPAID_AFTER_DAYS} days after its invoice with the days elapsed`, () => {
    expect(classifyPayment(report("a", UNPAID_AFTER_DAYS, null), TODAY)).toEqual({
      carrierKey: "a",
      days: UNPAID_AFTER_DAYS,
      paid: false,
    });
    expect(classifyPayment(report("a", 75, null, true), TODAY)).toEqual({ carrierKey: "a", days: 75, paid: false });
  });

  it("leaves a recent unpaid invoice awaiting, and a load never invoiced out", () => {
    expect(classifyPayment(report("a", UNPAID_AFTER_DAYS - 1, null), TODAY)).toBe("awaiting");
    expect(classifyPayment(report("a", 3, null, true), TODAY)).toBe("awaiting");
    expect(classifyPayment({ carrierKey: "a", invoicedOn: null, paidOn: null }, TODAY)).toBeNull();
  });

  it("ignores impossible rows (paid before invoiced, invoiced in the future)", () => {
    expect(classifyPayment({ carrierKey: "a", invoicedOn: "2026-11-10", paidOn: "2026-11-01" }, TODAY)).toBeNull();
    expect(classifyPayment({ carrierKey: "a", invoicedOn: "2026-12-01", paidOn: null }, TODAY)).toBeNull();
  });
});

describe("daysToPay publication", () => {
  it(`publishes from ${MIN_PAY_CARRIERS} carriers and ${MIN_PAY_LOADS} loads`, () => {
    const result = daysToPay(paidAfter([10, 12, 14, 20, 25, 35, 40]), TODAY);
    expect(result).toMatchObject({
      published: true,
      medianDays: 20,
      medianIsLowerBound: false,
      paid: 7,
      unpaid: 0,
      loads: 7,
      carriers: 3,
      awaiting: 0,
    });
    expect(result.published && result.paidWithin30Share).toBeCloseTo(5 / 7);
  });

  it("withholds with six loads, and says why", () => {
    const result = daysToPay(paidAfter([10, 12, 14, 20, 25, 35]), TODAY);
    expect(result).toEqual({
      published: false,
      reason:
        "Not enough payment reports yet: days to pay is published from 3 carriers and 7 loads, and this broker has 3 carriers and 6 loads.",
      loads: 6,
      carriers: 3,
      awaiting: 0,
    });
  });

  it("withholds when two carriers report many loads", () => {
    const reports = Array.from({ length: 12 }, (_, index) => report(`dot:${index % 2}`, 60, 20));
    expect(daysToPay(reports, TODAY)).toMatchObject({ published: false, loads: 12, carriers: 2 });
  });

  it("counts carriers only among counted loads: awaiting ones do not make the threshold", () => {
    const reports = [
      ...Array.from({ length: 8 }, (_, index) => report(`dot:${index % 2}`, 60, 20)),
      report("dot:9", 5, null),
    ];
    expect(daysToPay(reports, TODAY)).toMatchObject({ published: false, loads: 8, carriers: 2, awaiting: 1 });
  });

  it("takes the mean of the middle pair for an even count", () => {
    const result = daysToPay(paidAfter([10, 12, 14, 20, 25, 35, 40, 41]), TODAY);
    expect(result).toMatchObject({ published: true, medianDays: 22.5 });
  });
});

describe("daysToPay lower bounds", () => {
  it("counts unpaid loads with their days so far, and marks the median a lower bound when they reach the middle", () => {
    const reports = [...paidAfter([10, 12, 14]), report("dot:0", 40, null), report("dot:1", 50, null, true)];
    reports.push(report("dot:2", 45, null), report("dot:0", 60, 31));
    // Days: 10, 12, 14, 31, 40u, 45u, 50u → the median is the 4th (31, paid) and no unpaid one sits below it.
    expect(daysToPay(reports, TODAY)).toMatchObject({
      published: true,
      medianDays: 31,
      medianIsLowerBound: false,
      paid: 4,
      unpaid: 3,
      paidWithin30Share: 3 / 7,
    });
    // One more unpaid load moves the middle onto the unpaid ones: the median can only be higher.
    expect(daysToPay([...reports, report("dot:1", 33, null)], TODAY)).toMatchObject({
      medianDays: 32,
      medianIsLowerBound: true,
      unpaid: 4,
    });
  });

  it("is exact when an unpaid load only ties the middle (a paid load holds it)", () => {
    const reports = [...paidAfter([10, 12, 14, 30, 50, 60]), report("dot:2", 30, null)];
    expect(daysToPay(reports, TODAY)).toMatchObject({ medianDays: 30, medianIsLowerBound: false });
  });

  it("is a lower bound when an unpaid load is one of an even count's middle pair", () => {
    const reports = [...paidAfter([10, 12, 14, 20, 60, 70, 80]), report("dot:2", 40, null)];
    expect(daysToPay(reports, TODAY)).toMatchObject({ medianDays: 30, medianIsLowerBound: true });
  });
});

describe("the rule's sentence", () => {
  it("names the thresholds", () => {
    expect(DAYS_TO_PAY_RULE).toContain("3 distinct carriers and 7 counted loads");
    expect(DAYS_TO_PAY_RULE).toContain("30 or more days ago");
    expect(daysBetween("2026-02-27", "2026-03-01")).toBe(2);
  });
});
