import { describe, expect, it } from "vitest";
import { readDocumentKindOf } from "./document-kind";

describe("what a document is read as", () => {
  it("reads rate confirmations and the broker's compliance document as rate confirmations", () => {
    expect(readDocumentKindOf({ documentType: "rate_confirmation" })).toBe("rate_confirmation");
    expect(readDocumentKindOf({ documentType: "compliance_doc", tags: [] })).toBe("rate_confirmation");
  });

  it("reads anything tagged invoice as an invoice, whatever its type", () => {
    expect(readDocumentKindOf({ documentType: "other", tags: ["invoice"] })).toBe("invoice");
    expect(readDocumentKindOf({ documentType: "compliance_doc", tags: ["invoice"] })).toBe("invoice");
  });

  it("reads a BOL and a POD as a bill of lading, and the rest as other", () => {
    expect(readDocumentKindOf({ documentType: "bol" })).toBe("bill_of_lading");
    expect(readDocumentKindOf({ documentType: "pod" })).toBe("bill_of_lading");
    expect(readDocumentKindOf({ documentType: "certificate_insurance" })).toBe("other");
  });
});
