import { INVOICE_TAG } from "@truerate/domain/documents/tags";
import {
  BROKER_SEND_TYPES,
  type BrokerSendType,
  brokerSendStoredAs,
  type DocumentType,
  UPLOAD_DOCUMENT_TYPES,
} from "./domain";

/**
 * How document types read on screen. docs/product.md's label list "is not shown" (docs/product.md#load-board-entities-and-fields), so these are
 * ours: the names carriers and brokers use for the papers of a load.
 */
export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  bol: "Bill of Lading (BOL)",
  rate_confirmation: "Rate Confirmation",
  pod: "Proof of Delivery (POD)",
  certificate_insurance: "Certificate of Insurance",
  mc_number: "MC Number Authority",
  tariff: "Tariff",
  compliance_doc: "Compliance Document",
  other: "Other",
};

/** The options of the upload screens' type select, in the API's order. */
export const UPLOAD_DOCUMENT_TYPE_OPTIONS: readonly { value: string; label: string }[] = UPLOAD_DOCUMENT_TYPES.map(
  (type) => ({ value: type, label: DOCUMENT_TYPE_LABELS[type] }),
);

/**
 * The types a broker sends a carrier (the dashboard's select), docs/product.md's compliance document
 * first, each labelled as the sent document will be called on every screen.
 */
export const BROKER_SEND_TYPE_OPTIONS: readonly { value: BrokerSendType; label: string }[] = BROKER_SEND_TYPES.map(
  (type) => {
    const stored = brokerSendStoredAs(type);
    return { value: type, label: stored ? documentLabel(stored) : type };
  },
);

/** An unknown type (a newer API) reads as itself rather than breaking the list. */
export function documentTypeLabel(type: string): string {
  return (DOCUMENT_TYPE_LABELS as Record<string, string>)[type] ?? type;
}

/**
 * What a document is called on screen: its type, except the invoice a broker sent with the rate
 * confirmation, an "other" document tagged `invoice` (the types have no invoice).
 */
export function documentLabel(document: { documentType: string; tags?: readonly string[] }): string {
  if (document.documentType === "other" && document.tags?.includes(INVOICE_TAG)) return "Invoice";
  return documentTypeLabel(document.documentType);
}
