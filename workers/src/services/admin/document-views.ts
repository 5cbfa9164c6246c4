import { parseTags } from "@truerate/domain/documents/tags";
import type { UserType } from "@truerate/domain/enums";
import { type documents, loads, users } from "../../db/schema";
import type { DocumentLoadRoute } from "../../schemas/admin/console";

type DocumentRecord = typeof documents.$inferSelect;

/** Who uploaded a document, selected with a left join on its user (null once the account is gone). */
export const documentOwnerColumns = {
  email: users.email,
  companyName: users.companyName,
  userType: users.userType,
  isAdmin: users.isAdmin,
};

/** The lane of a document's load, selected with a left join on its load (null on no load). */
export const documentLoadRouteColumns = {
  pickupCity: loads.pickupCity,
  pickupState: loads.pickupState,
  deliveryCity: loads.deliveryCity,
  deliveryState: loads.deliveryState,
};

export interface DocumentOwner {
  email: string;
  companyName: string | null;
  userType: UserType;
  isAdmin: boolean;
}

/** A document as administrators see it: its review state and the SHA-256 of its plaintext body. */
export function adminDocumentView(
  document: DocumentRecord,
  owner: DocumentOwner | null = null,
  loadRoute: DocumentLoadRoute | null = null,
) {
  return {
    id: document.id,
    fileName: document.fileName,
    documentType: document.documentType,
    tags: parseTags(document.tags),
    fileSize: document.fileSize,
    mimeType: document.mimeType,
    uploadedAt: document.uploadedAt.toISOString(),
    loadId: document.loadId,
    loadNumber: document.loadNumber,
    loadRoute,
    ownerEmail: owner?.email ?? null,
    ownerCompanyName: owner?.companyName ?? null,
    ownerRole: owner ? (owner.isAdmin ? ("admin" as const) : owner.userType) : null,
    isShared: document.isShared,
    sharedAt: document.sharedAt?.toISOString() ?? null,
    carrierApprovalStatus: document.carrierApprovalStatus,
    carrierDeclineReason: document.carrierDeclineReason,
    adminAction: document.adminAction,
    adminEmail: document.adminEmail,
    adminActionDate: document.adminActionDate?.toISOString() ?? null,
    denialReason: document.denialReason,
    notes: document.notes,
    contentSha256: document.contentSha256,
  };
}

export type AdminDocumentView = ReturnType<typeof adminDocumentView>;
