import type { documents } from "../../db/schema";

type DocumentRecord = typeof documents.$inferSelect;

/** A document as administrators see it: its review state and the SHA-256 of its plaintext body. */
export function adminDocumentView(document: DocumentRecord, ownerEmail: string | null = null) {
  return {
    id: document.id,
    fileName: document.fileName,
    documentType: document.documentType,
    fileSize: document.fileSize,
    mimeType: document.mimeType,
    uploadedAt: document.uploadedAt.toISOString(),
    loadId: document.loadId,
    loadNumber: document.loadNumber,
    ownerEmail,
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
