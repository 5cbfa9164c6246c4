import { z } from "zod";
import { CARRIER_APPROVAL_STATUSES } from "./domain";

/**
 * A document a broker shared with the carrier, as GET /api/documents/carrier/shared answers it
 * (the load-board spec's entities and fields, "Shared document (carrier view)"). The deadline label is computed in the portal
 * from `complianceDeadline` with the API's own rule, so it stays right while the page is open.
 */
export const carrierSharedDocumentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  documentType: z.string(),
  fileSize: z.number(),
  sharedAt: z.string().nullable(),
  complianceDeadline: z.string().nullable(),
  carrierViewedAt: z.string().nullable(),
  carrierApprovalStatus: z.enum(CARRIER_APPROVAL_STATUSES),
  carrierApprovalDate: z.string().nullable(),
  declineReason: z.string().nullable().optional(),
  customMessage: z.string().nullable().optional(),
  loadId: z.string().nullable(),
  loadNumber: z.string().nullable(),
  loadBrokerName: z.string().nullable(),
  loadPickupCity: z.string().nullable(),
  loadPickupState: z.string().nullable(),
  loadDeliveryCity: z.string().nullable(),
  loadDeliveryState: z.string().nullable(),
  loadDate: z.string().nullable(),
  loadTrailerType: z.string().nullable(),
  loadRate: z.number().nullable(),
  loadWeight: z.number().nullable(),
  loadMileage: z.number().nullable(),
});

export type CarrierSharedDocument = z.infer<typeof carrierSharedDocumentSchema>;

/** Spec 001 the spec's entities and fields, "Carrier notification view". */
export const carrierNotificationSchema = z.object({
  id: z.string(),
  documentId: z.string().nullable(),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
});

export type CarrierNotification = z.infer<typeof carrierNotificationSchema>;

export const sharedListSchema = z.object({ documents: z.array(carrierSharedDocumentSchema) });
export const notificationListSchema = z.object({ notifications: z.array(carrierNotificationSchema) });

/** What the carrier's Shared Documents screen was given, or the spec's message when it could not be read. */
export type CarrierDocumentsResult =
  | { ok: true; documents: CarrierSharedDocument[]; notifications: CarrierNotification[] }
  | { ok: false; message: string };
