import { DOCUMENT_TYPES, type DocumentType } from "../enums";
import { INVOICE_TAG } from "./tags";

/**
 * What a broker may call a document sent to a load's carrier. docs/product.md's form sends 'compliance'
 * (stored as compliance_doc); the rate confirmation and the invoice are the 371.3 record itself, so
 * the dashboard names them too. The types have no invoice: it is an "other" document tagged
 * `invoice`, as the response link stores it.
 */
export const BROKER_SEND_TYPES = ["compliance", "rate_confirmation", "invoice", "bol", "pod", "other"] as const;
export type BrokerSendType = (typeof BROKER_SEND_TYPES)[number];

export interface StoredAs {
  documentType: DocumentType;
  tags: string[];
}

/**
 * How a sent type is stored: 'compliance' (or nothing) as compliance_doc, 'invoice' as a tagged
 * "other", any other schema type as itself; null for a type that is none of these.
 */
export function brokerSendStoredAs(sent: string | undefined): StoredAs | null {
  if (!sent || sent === "compliance") return { documentType: "compliance_doc", tags: [] };
  if (sent === "invoice") return { documentType: "other", tags: [INVOICE_TAG] };
  if ((DOCUMENT_TYPES as readonly string[]).includes(sent)) return { documentType: sent as DocumentType, tags: [] };
  return null;
}
