import { describe, expect, it } from "vitest";
import { RECORD_MESSAGES, recordCents, recordDateErrors, recordInputSchema } from "./record-input";

const valid = {
  consignor: "Acme Foods Inc.",
  originatingCarrier: "Demo Trucking LLC",
  billOfLadingNumber: "BOL-1",
  compensation: "2600",
  payer: "Acme Foods Inc.",
  freightChargesCollected: "2600",
  carrierPaid: "2150",
  carrierPaidOn: "2026-11-30",
  itemizedCharges: "Line haul, 2300\nFuel surcharge, 300.50",
};

const messagesOf = (input: Record<string, unknown>) => {
  const result = recordInputSchema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("recordInputSchema", () => {
  it("reads a form post into dollars, dates and charge lines", () => {
    const record = recordInputSchema.parse(valid);
    expect(record).toMatchObject({ compensation: 2600, carrierPaid: 2150, carrierPaidOn: "2026-11-30" });
    expect(recordCents(record).itemizedCharges).toEqual([
      { description: "Line haul", amountCents: 230_000 },
      { description: "Fuel surcharge", amountCents: 30_050 },
    ]);
  });

  it("answers each field's message for missing and impossible values", () => {
    expect(messagesOf({ ...valid, consignor: " " })).toEqual({ consignor: RECORD_MESSAGES.consignor });
    expect(messagesOf({ ...valid, compensation: "-5" })).toEqual({ compensation: RECORD_MESSAGES.compensation });
    expect(messagesOf({ ...valid, carrierPaid: "-1" })).toEqual({ carrierPaid: RECORD_MESSAGES.amount });
    expect(messagesOf({ ...valid, freightChargesCollected: "abc" })).toEqual({
      freightChargesCollected: RECORD_MESSAGES.amount,
    });
    expect(messagesOf({ ...valid, carrierPaidOn: "2026-02-30" })).toEqual({ carrierPaidOn: RECORD_MESSAGES.date });
    expect(Object.keys(messagesOf({ ...valid, itemizedCharges: "Fuel, -3" }))[0]).toMatch(/^itemizedCharges/);
  });

  it("refuses a payment date before the load date", () => {
    expect(recordDateErrors({ carrierPaidOn: "2026-11-22", shipperPaidOn: "2026-11-23" }, "2026-11-23")).toEqual({
      carrierPaidOn: [RECORD_MESSAGES.paidBeforeLoad],
    });
    expect(recordDateErrors({}, "2026-11-23")).toEqual({});
  });
});
