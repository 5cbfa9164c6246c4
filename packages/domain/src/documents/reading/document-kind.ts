import type { DocumentType } from "../../enums";
import { INVOICE_TAG } from "../tags";
import type { ReadDocumentKind } from "./types";

/**
 * What a stored document is read as. The broker's compliance document is how docs/product.md's broker
 * form sends a rate confirmation; an invoice is an "other" document tagged `invoice` (tags.ts);
 * a POD is read like a bill of lading (its load number, places and dates).
 */
export function readDocumentKindOf(document: {
  documentType: DocumentType;
  tags?: readonly string[] | null;
}): ReadDocumentKind {
  if ((document.tags ?? []).includes(INVOICE_TAG)) return "invoice";
  switch (document.documentType) {
    case "rate_confirmation":
    case "compliance_doc":
      return "rate_confirmation";
    case "bol":
    case "pod":
      return "bill_of_lading";
    default:
      return "other";
  }
}
