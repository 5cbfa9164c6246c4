import { describe, expect, it } from "vitest";
import { recordContentSha256 } from "./record-content";
import { type RecordInput, recordInputSchema } from "./record-input";

const record: RecordInput = recordInputSchema.parse({
  consignor: "Acme Foods Inc.",
  originatingCarrier: "Demo Trucking LLC",
  billOfLadingNumber: "BOL-1",
  compensation: 2600,
  payer: "Acme Foods Inc.",
  freightChargesCollected: 2600,
  carrierPaid: 2150,
  itemizedCharges: "Line haul, 2300\nFuel surcharge, 300",
});
const rateConfirmation = { documentType: "rate_confirmation", sha256: "a".repeat(64) };
const invoice = { documentType: "other", sha256: "b".repeat(64) };

describe("recordContentSha256", () => {
  it("is the same for the same statement, whatever order the evidence was listed in", () => {
    expect(recordContentSha256(record, [rateConfirmation, invoice])).toBe(
      recordContentSha256({ ...record }, [invoice, rateConfirmation]),
    );
    expect(recordContentSha256(record, [])).toMatch(/^[0-9a-f]{64}$/);
  });

  it("changes with any stated field, the money to the cent, and the evidence", () => {
    const base = recordContentSha256(record, [rateConfirmation]);
    const variants: RecordInput[] = [
      { ...record, consignor: "Acme Foods" },
      { ...record, compensation: 2600.01 },
      { ...record, carrierPaid: undefined },
      { ...record, carrierPaidOn: "2026-11-30" },
      { ...record, claims: "Late delivery" },
      { ...record, itemizedCharges: [{ description: "Line haul", amount: 2600 }] },
    ];
    const digests = new Set([base, ...variants.map((variant) => recordContentSha256(variant, [rateConfirmation]))]);
    expect(digests.size).toBe(variants.length + 1);
    expect(recordContentSha256(record, [rateConfirmation, invoice])).not.toBe(base);
    expect(recordContentSha256(record, [{ ...rateConfirmation, sha256: "c".repeat(64) }])).not.toBe(base);
  });
});
