import { describe, expect, it } from "vitest";
import { DOCUMENT_TYPES } from "../enums";
import { BROKER_SEND_TYPES, brokerSendStoredAs } from "./broker-send-types";
import { INVOICE_TAG } from "./tags";

describe("what a broker's sent document is stored as", () => {
  it("stores docs/product.md's 'compliance', or no type, as compliance_doc", () => {
    expect(brokerSendStoredAs("compliance")).toEqual({ documentType: "compliance_doc", tags: [] });
    expect(brokerSendStoredAs(undefined)).toEqual({ documentType: "compliance_doc", tags: [] });
    expect(brokerSendStoredAs("")).toEqual({ documentType: "compliance_doc", tags: [] });
  });

  it("stores an invoice as an 'other' document tagged invoice", () => {
    expect(brokerSendStoredAs("invoice")).toEqual({ documentType: "other", tags: [INVOICE_TAG] });
  });

  it("keeps every schema type as itself, untagged", () => {
    for (const type of DOCUMENT_TYPES) expect(brokerSendStoredAs(type)).toEqual({ documentType: type, tags: [] });
  });

  it("refuses a type that is none of these", () => {
    expect(brokerSendStoredAs("Invoice")).toBeNull();
    expect(brokerSendStoredAs("receipt")).toBeNull();
  });

  it("stores every type the dashboard offers", () => {
    for (const type of BROKER_SEND_TYPES) expect(brokerSendStoredAs(type)).not.toBeNull();
  });
});
