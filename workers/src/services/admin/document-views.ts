import { parseTags } from "@truerate/domain/documents/tags";
import type { DocumentOwner } from "../../db/queries/admin-documents";
import type { documents } from "../../db/schema";
import type { DocumentLoadRoute } from "../../schemas/admin/console";

type DocumentRecord = typeof documents.$inferSelect;

export type { DocumentOwner } from "../../db/queries/admin-documents";

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
