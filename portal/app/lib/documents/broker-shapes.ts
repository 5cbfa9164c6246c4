import { z } from "zod";
import { CARRIER_APPROVAL_STATUSES, COMPLIANCE_BANDS, DEADLINE_URGENCIES, LOAD_COMPLIANCE_STATUSES } from "./domain";

/** The broker dashboard's API answers (the load-board spec's entities and fields and calls), read defensively for what it shows. */

export const brokerSharedDocumentSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  documentType: z.string(),
  fileSize: z.number(),
  sharedAt: z.string().nullable(),
  carrierViewedAt: z.string().nullable(),
  carrierApprovalStatus: z.enum(CARRIER_APPROVAL_STATUSES),
  declineReason: z.string().nullable().optional(),
  complianceDeadline: z.string().nullable(),
  isOverdue: z.boolean(),
  sharedWithCarrierMc: z.string().nullable(),
  verificationStatus: z.string().nullable().optional(),
  verificationConfidence: z.number().nullable().optional(),
  loadInfo: z
    .object({
      loadId: z.string(),
      loadNumber: z.string(),
      carrierCompanyName: z.string().nullable(),
      carrierMcNumber: z.string().nullable(),
      pickupCity: z.string(),
      pickupState: z.string(),
      deliveryCity: z.string(),
      deliveryState: z.string(),
    })
    .nullable(),
});
export type BrokerSharedDocument = z.infer<typeof brokerSharedDocumentSchema>;

export const brokerageLoadSchema = z.object({
  id: z.string(),
  loadNumber: z.string(),
  date: z.string(),
  pickupCity: z.string(),
  pickupState: z.string(),
  deliveryCity: z.string(),
  deliveryState: z.string(),
  trailerType: z.string(),
  rate: z.number(),
  uploadedAt: z.string(),
  deadlineAt: z.string(),
  complianceStatus: z.enum(LOAD_COMPLIANCE_STATUSES),
  carrierCompanyName: z.string().nullable(),
  carrierMcNumber: z.string().nullable(),
  documentsUploaded: z.array(
    z.object({
      id: z.string(),
      fileName: z.string(),
      isShared: z.boolean(),
      carrierApprovalStatus: z.enum(CARRIER_APPROVAL_STATUSES),
    }),
  ),
});
export type BrokerageLoad = z.infer<typeof brokerageLoadSchema>;

const bandSchema = z.enum(COMPLIANCE_BANDS);

export const complianceDashboardSchema = z.object({
  complianceStats: z.object({
    totalShared: z.number(),
    withinCompliance: z.number(),
    nearDeadline: z.number(),
    overdue: z.number(),
    viewedByCarriers: z.number(),
    individualComplianceRating: z.number(),
    individualComplianceBand: bandSchema.optional(),
    companyWideComplianceRating: z.number(),
    companyWideComplianceBand: bandSchema.optional(),
    individualTotalRequests: z.number(),
    individualCompliantRequests: z.number(),
    companyTotalRequests: z.number(),
    companyCompliantRequests: z.number(),
  }),
  upcomingDeadlines: z.array(
    z.object({
      loadId: z.string(),
      loadNumber: z.string(),
      carrierCompanyName: z.string().nullable(),
      carrierMcNumber: z.string().nullable(),
      deadline: z.string(),
      hoursRemaining: z.number(),
      urgency: z.enum(DEADLINE_URGENCIES),
      documentsShared: z.number(),
    }),
  ),
});
export type ComplianceDashboard = z.infer<typeof complianceDashboardSchema>;
export type UpcomingDeadline = ComplianceDashboard["upcomingDeadlines"][number];

/** One part of the dashboard: its data, or the spec's message for why it could not be read. */
export type Section<T> = { ok: true; data: T } | { ok: false; message: string };

export interface BrokerDashboardData {
  sharedDocuments: Section<BrokerSharedDocument[]>;
  loads: Section<BrokerageLoad[]>;
  compliance: Section<ComplianceDashboard>;
}
