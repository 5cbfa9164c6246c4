import { describe, expect, it } from "vitest";
import { isDocumentVerified } from "./document-verified";
import type { ReadingCheck } from "./verification";

const check = (field: ReadingCheck["field"], agrees: boolean): ReadingCheck => ({
  field,
  expected: "x",
  read: "x",
  agrees,
  message: "",
});
const agreeing = {
  checks: [check("loadNumber", true), check("total", true), check("brokerName", true)],
  totalCents: 245_000,
};

describe("a document-verified true rate", () => {
  it("needs the verification, its record, and an agreeing rate confirmation stating the record's carrier pay", () => {
    expect(
      isDocumentVerified({ verified: true, record: { carrierPaidCents: 245_000 }, rateConfirmations: [agreeing] }),
    ).toBe(true);
    expect(
      isDocumentVerified({ verified: true, record: { carrierPaidCents: null }, rateConfirmations: [agreeing] }),
    ).toBe(true);
  });

  it("is not when any of them is missing or differs", () => {
    const base = { verified: true, record: { carrierPaidCents: 245_000 }, rateConfirmations: [agreeing] };
    expect(isDocumentVerified({ ...base, verified: false })).toBe(false);
    expect(isDocumentVerified({ ...base, record: null }), "typed without a record").toBe(false);
    expect(isDocumentVerified({ ...base, rateConfirmations: [] })).toBe(false);
    expect(isDocumentVerified({ ...base, record: { carrierPaidCents: 240_000 } }), "the record says other pay").toBe(
      false,
    );
    const partial = { checks: [check("loadNumber", true), check("total", false)], totalCents: 240_000 };
    expect(isDocumentVerified({ ...base, rateConfirmations: [partial] })).toBe(false);
    expect(isDocumentVerified({ ...base, rateConfirmations: [partial, agreeing] }), "one agreeing is enough").toBe(
      true,
    );
  });
});
