import { describe, expect, it } from "vitest";
import { type ComparableRecord, recordChanges } from "./record-changes";

const VERIFIED: ComparableRecord = {
  consignor: "Acme Foods Inc.",
  originatingCarrier: "Demo Trucking LLC",
  billOfLadingNumber: "BOL-1",
  compensation: 2600,
  payer: "Acme Foods Inc.",
  nonBrokerageServices: null,
  nonBrokerageCharges: null,
  freightChargesCollected: 2600,
  carrierPaid: 2150,
  carrierPaidOn: "2026-11-20",
  shipperPaidOn: null,
  itemizedCharges: [{ description: "Fuel surcharge", amount: 150 }],
  claims: null,
  evidence: [{ fileName: "Rate confirmation.pdf", sha256: "a".repeat(64) }],
};

describe("recordChanges", () => {
  it("lists nothing for the same record", () => {
    expect(recordChanges(VERIFIED, { ...VERIFIED })).toEqual([]);
  });

  it("lists each changed field in form order, as a person reads it", () => {
    const revised = { ...VERIFIED, compensation: 1, claims: "Damaged pallet", itemizedCharges: [] };
    expect(recordChanges(VERIFIED, revised)).toEqual([
      { field: "compensation", label: "Compensation received", before: "$2,600.00", after: "$1.00" },
      { field: "itemizedCharges", label: "Itemized charges", before: "Fuel surcharge: $150.00", after: "—" },
      { field: "claims", label: "Claims", before: "—", after: "Damaged pallet" },
    ]);
  });

  it("counts a replaced document under the same name as a change", () => {
    const revised = { ...VERIFIED, evidence: [{ fileName: "Rate confirmation.pdf", sha256: "b".repeat(64) }] };
    expect(recordChanges(VERIFIED, revised).map((change) => change.field)).toEqual(["evidence"]);
  });
});
