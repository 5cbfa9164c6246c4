import { ADMIN_DOCUMENTS_LIMIT } from "@truerate/domain/admin-console";
import type { AdminDocument } from "../../../components/admin/console/types";
import type { StatusColor } from "../../../components/documents/deadline-labels";
import { documentTypeLabel } from "../../../components/documents/document-types";

/** The fields of a document the All documents view shows and filters on. */
export type ListedDocument = Pick<
  AdminDocument,
  | "id"
  | "fileName"
  | "documentType"
  | "tags"
  | "uploadedAt"
  | "loadNumber"
  | "loadRoute"
  | "ownerEmail"
  | "ownerCompanyName"
  | "ownerRole"
  | "isShared"
  | "adminAction"
>;

export interface DocumentFilter {
  /** Matched, ignoring case, against the file name, the load number and the uploader's e-mail and company. */
  text: string;
  /** A document type, or "all". */
  type: string;
}

export const ALL_TYPES = "all";

const ROLE_LABELS: Record<NonNullable<AdminDocument["ownerRole"]>, string> = {
  carrier: "Carrier",
  broker: "Broker",
  admin: "Administrator",
};

/** "Broker · Demo Freight Brokerage LLC", or "—" when the account is gone. */
export function uploaderDetails(document: Pick<ListedDocument, "ownerRole" | "ownerCompanyName">): string {
  const parts = [document.ownerRole ? ROLE_LABELS[document.ownerRole] : null, document.ownerCompanyName];
  return parts.filter(Boolean).join(" · ") || "—";
}

/** The documents the text and the type let through, in the order given. */
export function filterDocuments<T extends ListedDocument>(documents: readonly T[], filter: DocumentFilter): T[] {
  const needle = filter.text.trim().toLowerCase();
  return documents.filter((document) => {
    if (filter.type !== ALL_TYPES && document.documentType !== filter.type) return false;
    if (!needle) return true;
    return [document.fileName, document.loadNumber, document.ownerEmail, document.ownerCompanyName].some((value) =>
      value?.toLowerCase().includes(needle),
    );
  });
}

/** The type filter's options: the types present in the list, by label. */
export function typeOptions(documents: readonly Pick<ListedDocument, "documentType">[]) {
  return [...new Set(documents.map((document) => document.documentType))]
    .map((type) => ({ value: type, label: documentTypeLabel(type) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

/** The review state an administrator cares about: decided, waiting for review once shared, or not shared. */
export function reviewStatus(document: Pick<ListedDocument, "adminAction" | "isShared">): {
  text: string;
  color: StatusColor;
} {
  if (document.adminAction === "approved") return { text: "Approved", color: "green" };
  if (document.adminAction === "denied") return { text: "Denied", color: "red" };
  return document.isShared ? { text: "Pending review", color: "amber" } : { text: "Not shared", color: "gray" };
}

/** The API answers at most this many, newest first: a list that long may leave older ones out. */
export function reachedLimit(count: number): boolean {
  return count >= ADMIN_DOCUMENTS_LIMIT;
}

export { ADMIN_DOCUMENTS_LIMIT };
