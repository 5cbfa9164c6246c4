import { describe, expect, it } from "vitest";
import {
  ADMIN_DOCUMENTS_LIMIT,
  ALL_TYPES,
  filterDocuments,
  type ListedDocument,
  reachedLimit,
  reviewStatus,
  typeOptions,
  uploaderDetails,
} from "./all-documents";

function listed(id: string, fields: Partial<ListedDocument> = {}): ListedDocument {
  return {
    id,
    fileName: `${id}.pdf`,
    documentType: "rate_confirmation",
    tags: [],
    uploadedAt: "2026-11-23T15:00:00.000Z",
    loadNumber: null,
    loadRoute: null,
    ownerEmail: `${id}@example.test`,
    ownerCompanyName: null,
    ownerRole: "carrier",
    isShared: false,
    adminAction: null,
    ...fields,
  };
}

const rateCon = listed("rate-con", { ownerCompanyName: "Demo Freight Brokerage LLC", ownerRole: "broker" });
const bol = listed("BOL-Dallas", { documentType: "bol", ownerEmail: "carrier@truerate.test", loadNumber: "LD-77" });
const orphan = listed("orphan", { documentType: "pod", ownerEmail: null, ownerRole: null });
const all = [rateCon, bol, orphan];

describe("the All documents filter", () => {
  it("lets everything through when empty", () => {
    expect(filterDocuments(all, { text: "  ", type: ALL_TYPES })).toEqual(all);
  });

  it("matches the file name, load number, e-mail or company, ignoring case", () => {
    expect(filterDocuments(all, { text: "bol-dal", type: ALL_TYPES })).toEqual([bol]);
    expect(filterDocuments(all, { text: "ld-77", type: ALL_TYPES })).toEqual([bol]);
    expect(filterDocuments(all, { text: "TRUERATE.test", type: ALL_TYPES })).toEqual([bol]);
    expect(filterDocuments(all, { text: "demo freight", type: ALL_TYPES })).toEqual([rateCon]);
    expect(filterDocuments(all, { text: "nobody", type: ALL_TYPES })).toEqual([]);
  });

  it("keeps only the chosen type, together with the text", () => {
    expect(filterDocuments(all, { text: "", type: "pod" })).toEqual([orphan]);
    expect(filterDocuments(all, { text: "rate-con", type: "bol" })).toEqual([]);
  });

  it("offers the types present, by label", () => {
    expect(typeOptions(all).map((option) => option.label)).toEqual([
      "Bill of Lading (BOL)",
      "Proof of Delivery (POD)",
      "Rate Confirmation",
    ]);
  });
});

describe("a listed document's words", () => {
  it("names the uploader's role and company", () => {
    expect(uploaderDetails(rateCon)).toBe("Broker · Demo Freight Brokerage LLC");
    expect(uploaderDetails(bol)).toBe("Carrier");
    expect(uploaderDetails(orphan)).toBe("—");
  });

  it("reads the review state", () => {
    expect(reviewStatus({ adminAction: "denied", isShared: true }).text).toBe("Denied");
    expect(reviewStatus({ adminAction: "approved", isShared: true }).text).toBe("Approved");
    expect(reviewStatus({ adminAction: null, isShared: true }).text).toBe("Pending review");
    expect(reviewStatus({ adminAction: null, isShared: false }).text).toBe("Not shared");
  });

  it("says when the list reached the API's limit", () => {
    expect(reachedLimit(ADMIN_DOCUMENTS_LIMIT - 1)).toBe(false);
    expect(reachedLimit(ADMIN_DOCUMENTS_LIMIT)).toBe(true);
  });
});
