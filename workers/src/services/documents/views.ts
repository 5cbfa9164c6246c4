// Document rows → the shapes the API answers. Internal columns (the R2 path, key material, digests,
// the owner's id) never leave through these.

import { carrierDeadlineStatus, sharedLate } from "@truerate/domain/compliance";
import { parseTags } from "@truerate/domain/documents/tags";
import { centsToDollars } from "@truerate/domain/money";
import type { documents, loads, notifications } from "../../db/schema";
import type { DocumentWaiverClause } from "../../schemas/waiver-clauses";

type DocumentRecord = typeof documents.$inferSelect;
type LoadRecord = typeof loads.$inferSelect;
type NotificationRecord = typeof notifications.$inferSelect;

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** A document as its owner sees it (Document Manager, the load form's panel), with its waiver clauses. */
export function ownerDocumentView(row: DocumentRecord, waiverClauses: readonly DocumentWaiverClause[] = []) {
  return {
    id: row.id,
    loadId: row.loadId,
    loadNumber: row.loadNumber,
    fileName: row.fileName,
    originalFileName: row.originalFileName,
    documentType: row.documentType,
    tags: parseTags(row.tags),
    fileSize: row.fileSize,
    mimeType: row.mimeType,
    uploadedAt: row.uploadedAt.toISOString(),
    isEncrypted: row.isEncrypted,
    isShared: row.isShared,
    sharedAt: iso(row.sharedAt),
    complianceDeadline: iso(row.complianceDeadline),
    carrierViewedAt: iso(row.carrierViewedAt),
    carrierApprovalStatus: row.carrierApprovalStatus,
    waiverClauses: [...waiverClauses],
  };
}

/** A document a broker shared, as its carrier sees it (docs/product.md#load-board-entities-and-fields, shared document, carrier view). */
export function carrierSharedDocumentView(
  row: DocumentRecord,
  load: LoadRecord | null,
  now: number,
  waiverClauses: readonly DocumentWaiverClause[] = [],
) {
  return {
    id: row.id,
    fileName: row.fileName,
    documentType: row.documentType,
    tags: parseTags(row.tags),
    fileSize: row.fileSize,
    isEncrypted: row.isEncrypted,
    sharedAt: iso(row.sharedAt),
    complianceDeadline: iso(row.complianceDeadline),
    deadlineStatus: carrierDeadlineStatus(row.complianceDeadline, now),
    carrierViewedAt: iso(row.carrierViewedAt),
    carrierApprovalStatus: row.carrierApprovalStatus,
    carrierApprovalDate: iso(row.carrierApprovalDate),
    declineReason: row.carrierDeclineReason,
    customMessage: row.notes,
    loadId: row.loadId,
    loadNumber: load?.loadNumber ?? row.loadNumber,
    loadBrokerName: load?.brokerName ?? null,
    loadPickupCity: load?.pickupCity ?? null,
    loadPickupState: load?.pickupState ?? null,
    loadDeliveryCity: load?.deliveryCity ?? null,
    loadDeliveryState: load?.deliveryState ?? null,
    loadDate: load?.date ?? null,
    loadTrailerType: load?.trailerType ?? null,
    loadRate: load ? centsToDollars(load.rateCents) : null,
    loadWeight: load?.weight ?? null,
    loadMileage: load?.mileage ?? null,
    waiverClauses: [...waiverClauses],
  };
}

export interface LoadCarrier {
  companyName: string | null;
  mcNumber: string | null;
}

/** A document the brokerage shared, as its brokers see it (docs/product.md#load-board-entities-and-fields, shared document, broker view). */
export function brokerSharedDocumentView(row: DocumentRecord, load: LoadRecord | null, carrier: LoadCarrier | null) {
  return {
    id: row.id,
    fileName: row.fileName,
    documentType: row.documentType,
    tags: parseTags(row.tags),
    fileSize: row.fileSize,
    sharedAt: iso(row.sharedAt),
    isEncrypted: row.isEncrypted,
    carrierViewedAt: iso(row.carrierViewedAt),
    carrierApprovalStatus: row.carrierApprovalStatus,
    carrierApprovalDate: iso(row.carrierApprovalDate),
    declineReason: row.carrierDeclineReason,
    complianceDeadline: iso(row.complianceDeadline),
    isOverdue: sharedLate(row.sharedAt, row.complianceDeadline),
    sharedWithCarrierMc: row.sharedWithCarrierMc,
    verificationStatus: row.verificationStatus,
    verificationConfidence: row.verificationConfidence,
    loadInfo: load
      ? {
          loadId: load.id,
          loadNumber: load.loadNumber,
          carrierCompanyName: carrier?.companyName ?? null,
          carrierMcNumber: carrier?.mcNumber ?? null,
          pickupCity: load.pickupCity,
          pickupState: load.pickupState,
          deliveryCity: load.deliveryCity,
          deliveryState: load.deliveryState,
          date: load.date,
          trailerType: load.trailerType,
          rate: centsToDollars(load.rateCents),
          complianceStatus: load.complianceStatus,
        }
      : null,
  };
}

/** A notification as the carrier's list shows it (docs/product.md#load-board-entities-and-fields, carrier notification view). */
export function notificationView(row: NotificationRecord) {
  return {
    id: row.id,
    documentId: row.documentId,
    loadId: row.loadId,
    type: row.type,
    title: row.title,
    message: row.message,
    isRead: row.isRead,
    createdAt: row.createdAt.toISOString(),
    readAt: iso(row.readAt),
  };
}

export type OwnerDocumentView = ReturnType<typeof ownerDocumentView>;
export type CarrierSharedDocumentView = ReturnType<typeof carrierSharedDocumentView>;
export type BrokerSharedDocumentView = ReturnType<typeof brokerSharedDocumentView>;
export type NotificationView = ReturnType<typeof notificationView>;
