import { describe, expect, it } from "vitest";
import { bandLabel, CARRIER_DEADLINE_LABELS, timeLeftText } from "./deadline-labels";
import {
  BROKER_SEND_TYPE_OPTIONS,
  DOCUMENT_TYPE_LABELS,
  documentLabel,
  documentTypeLabel,
  UPLOAD_DOCUMENT_TYPE_OPTIONS,
} from "./document-types";
import { CARRIER_DEADLINE_STATUSES, complianceBand, DOCUMENT_TYPES } from "./domain";

describe("labels", () => {
  it("names every deadline status and document type", () => {
    for (const status of CARRIER_DEADLINE_STATUSES) expect(CARRIER_DEADLINE_LABELS[status].text).not.toBe("");
    for (const type of DOCUMENT_TYPES) expect(DOCUMENT_TYPE_LABELS[type]).not.toBe("");
    expect(UPLOAD_DOCUMENT_TYPE_OPTIONS.map((option) => option.value)).not.toContain("compliance_doc");
    expect(documentTypeLabel("something_new")).toBe("something_new");
  });

  it('calls the invoice an invoice: an "other" document tagged invoice', () => {
    expect(documentLabel({ documentType: "other", tags: ["invoice"] })).toBe("Invoice");
    expect(documentLabel({ documentType: "other", tags: [] })).toBe("Other");
    expect(documentLabel({ documentType: "rate_confirmation", tags: ["invoice"] })).toBe("Rate Confirmation");
    expect(documentLabel({ documentType: "bol" })).toBe("Bill of Lading (BOL)");
  });

  it("offers a broker the compliance document first, and names each sent type as it will be shown", () => {
    expect(BROKER_SEND_TYPE_OPTIONS).toEqual([
      { value: "compliance", label: "Compliance Document" },
      { value: "rate_confirmation", label: "Rate Confirmation" },
      { value: "invoice", label: "Invoice" },
      { value: "bol", label: "Bill of Lading (BOL)" },
      { value: "pod", label: "Proof of Delivery (POD)" },
      { value: "other", label: "Other" },
    ]);
  });

  it("colours the rating bands green, yellow and red", () => {
    expect(bandLabel(complianceBand(95))).toEqual({ text: "Excellent", color: "green" });
    expect(bandLabel(complianceBand(70))).toEqual({ text: "Good", color: "yellow" });
    expect(bandLabel(complianceBand(69))).toEqual({ text: "Needs Improvement", color: "red" });
  });
});

describe("timeLeftText", () => {
  const now = Date.parse("2026-11-24T12:00:00.000Z");
  it("counts hours either side of the deadline", () => {
    expect(timeLeftText("2026-11-25T12:00:00.000Z", now)).toBe("24 h 00 min left");
    expect(timeLeftText("2026-11-24T13:00:00.000Z", now)).toBe("1 h 00 min left");
    expect(timeLeftText("2026-11-24T09:30:00.000Z", now)).toBe("overdue by 2 h 30 min");
    expect(timeLeftText(null, now)).toBeNull();
    expect(timeLeftText("soon", now)).toBeNull();
  });
});
