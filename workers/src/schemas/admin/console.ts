// Request and response shapes of the admin console (docs/product.md#load-board-entities-and-fields), named for the reference page and the SDK.
import { z } from "@hono/zod-openapi";
import {
  ADMIN_COMPLIANCE_STATUSES,
  ADMIN_CONSOLE_MESSAGES,
  TRACKER_PAGE,
  TRACKER_STATUSES,
} from "@truerate/domain/admin-console";
import {
  ADMIN_ACTIONS,
  ADMIN_NOTICE_TYPES,
  CARRIER_APPROVAL_STATUSES,
  COMPLAINT_OUTCOMES,
  DOCUMENT_TYPES,
  LOAD_COMPLIANCE_STATUSES,
  USER_TYPES,
} from "@truerate/domain/enums";
import { requiredText } from "@truerate/domain/validation/input";
import { complaints, documents } from "../../db/schema";
import { identityVerdictResponseSchema } from "../broker-identity";
import { documentTagsSchema, isoInstant } from "../documents";
import { createSelectSchema } from "../from-table";
import { cursorPageQuery } from "../list-query";

const complaintColumns = createSelectSchema(complaints).shape;

const documentColumns = createSelectSchema(documents).shape;

const LOAD_ID = "7f1d2c3b-5a6e-4f70-8b9c-0d1e2f3a4b5c";
const nullableInstant = (example: string) => isoInstant(example).nullable();

/** The lane of a document's load. */
export const documentLoadRouteSchema = z.object({
  pickupCity: z.string().openapi({ example: "Dallas" }),
  pickupState: z.string().openapi({ example: "TX" }),
  deliveryCity: z.string().openapi({ example: "Chicago" }),
  deliveryState: z.string().openapi({ example: "IL" }),
});

export type DocumentLoadRoute = z.infer<typeof documentLoadRouteSchema>;

export const adminDocumentSchema = z
  .object({
    id: documentColumns.id.openapi({ example: "3b0c4f0e-9d1e-4a53-8f43-6a2f5c1d7e21" }),
    fileName: documentColumns.fileName.openapi({ example: "Rate confirmation.pdf" }),
    documentType: documentColumns.documentType,
    tags: documentTagsSchema,
    fileSize: z.number().int().openapi({ example: 48213 }),
    mimeType: documentColumns.mimeType.openapi({ example: "application/pdf" }),
    uploadedAt: isoInstant("2026-11-23T15:04:05.000Z"),
    loadId: documentColumns.loadId,
    loadNumber: documentColumns.loadNumber.openapi({ example: "LD-20261123-01" }),
    loadRoute: documentLoadRouteSchema
      .nullable()
      .openapi({ description: "The lane of the document's load (the list of every document only; null on no load)." }),
    ownerEmail: z.string().nullable().openapi({ description: "Who uploaded it (the list of every document only)." }),
    ownerCompanyName: z.string().nullable().openapi({
      description: "The uploader's company (null in the load compliance table).",
      example: "Demo Freight Brokerage LLC",
    }),
    ownerRole: z
      .enum(USER_TYPES)
      .nullable()
      .openapi({ description: "The uploader's role (null in the load compliance table).", example: "broker" }),
    isShared: z.boolean(),
    sharedAt: nullableInstant("2026-11-23T18:00:00.000Z"),
    carrierApprovalStatus: z.enum(CARRIER_APPROVAL_STATUSES),
    carrierDeclineReason: z.string().nullable(),
    adminAction: z.enum(ADMIN_ACTIONS).nullable(),
    adminEmail: z.string().nullable(),
    adminActionDate: nullableInstant("2026-11-24T09:00:00.000Z"),
    denialReason: z.string().nullable().openapi({ example: "Rate does not match the load" }),
    notes: z.string().nullable(),
    contentSha256: z
      .string()
      .nullable()
      .openapi({ description: "SHA-256 (hex) of the decrypted body, computed at upload.", example: "9f86d0…" }),
  })
  .openapi("AdminDocument");

export const adminComplianceRowSchema = z
  .object({
    loadId: z.string().openapi({ example: LOAD_ID }),
    loadNumber: z.string().openapi({ example: "LD-20261123-01" }),
    loadBrokerName: z.string(),
    loadBrokerEmail: z.string(),
    loadBrokerMcNumber: z.string().nullable(),
    loadCarrierCompanyName: z.string().nullable(),
    loadCarrierMcNumber: z.string().nullable(),
    loadCarrierEmail: z.string().nullable(),
    loadDate: z.string().openapi({ example: "2026-11-23" }),
    deadline: isoInstant("2026-11-25T15:04:05.000Z"),
    earliestSharedAt: nullableInstant("2026-11-23T18:00:00.000Z"),
    documentCount: z.number().int(),
    complianceStatus: z.enum(ADMIN_COMPLIANCE_STATUSES).openapi({
      description:
        "compliant 'Compliant', overdue 'Overdue', pending_documents 'Pending Documents', pending_approval " +
        "'Pending Approval', no_documents 'No Documents'.",
    }),
    documentsShared: z.array(adminDocumentSchema).openapi({ description: "Every document on the load." }),
  })
  .openapi("AdminComplianceRow");

export type AdminComplianceRow = z.infer<typeof adminComplianceRowSchema>;

export const documentStatsSchema = z
  .object({
    statusCounts: z.object({ pending: z.number().int().openapi({ description: "Shared, not yet reviewed." }) }),
    adminActionCounts: z.object({ approved: z.number().int(), denied: z.number().int() }),
  })
  .openapi("AdminDocumentStats");

export const approveRequestSchema = z
  .object({ notes: z.string().trim().max(1000).optional().openapi({ example: "Matches the load" }) })
  .openapi("AdminApproveRequest");

export const denyRequestSchema = z
  .object({
    reason: requiredText(ADMIN_CONSOLE_MESSAGES.reasonRequired, 500).openapi({
      description: `Required; blank answers 400 '${ADMIN_CONSOLE_MESSAGES.reasonRequired}'.`,
      example: "Rate does not match the load",
    }),
    notes: z.string().trim().max(1000).optional(),
  })
  .openapi("AdminDenyRequest");

export const adminDecisionSchema = z
  .object({ success: z.literal(true), document: adminDocumentSchema })
  .openapi("AdminDocumentDecision");

export const deadlineRecordSchema = z
  .object({
    id: z.string().openapi({ description: "The load's id.", example: LOAD_ID }),
    loadNumber: z.string(),
    carrierCompanyName: z.string().nullable(),
    carrierMcNumber: z.string().nullable(),
    brokerName: z.string(),
    brokerMcNumber: z.string().nullable(),
    submissionTime: isoInstant("2026-11-23T15:04:05.000Z"),
    deadlineTime: isoInstant("2026-11-25T15:04:05.000Z"),
    status: z.enum(TRACKER_STATUSES),
    hoursRemaining: z.number().openapi({ description: "Negative once past, one decimal.", example: 5.5 }),
    noticesSent: z.array(z.enum(ADMIN_NOTICE_TYPES)).openapi({ description: "Notices already sent for this load." }),
  })
  .openapi("DeadlineRecord");

export type DeadlineRecord = z.infer<typeof deadlineRecordSchema>;

export const deadlineStatsSchema = z
  .object({ total: z.number().int(), pending: z.number().int(), missed: z.number().int(), completed: z.number().int() })
  .openapi("DeadlineStats");

export type DeadlineStats = z.infer<typeof deadlineStatsSchema>;

export const notifyRequestSchema = z
  .object({ type: z.enum(ADMIN_NOTICE_TYPES).openapi({ example: "deadline_missed" }) })
  .openapi("DeadlineNotifyRequest");

const loadFigures = {
  complianceRating: z
    .number()
    .int()
    .nullable()
    .openapi({
      description:
        "The 48-hour compliance rating, as the brokerage's public profile and dashboard show it (last 12 months). " +
        "Null while no load's deadline is decided: a share of nothing is no rating (not 100%).",
      example: 92,
    }),
  totalLoads: z
    .number()
    .int()
    .openapi({ description: "371.3 requests of the last 12 months: counted loads naming it." }),
  compliantLoads: z.number().int().openapi({ description: "Of those, answered within 48 hours." }),
  overdueLoads: z.number().int().openapi({ description: "Of those, answered late or not at all." }),
  brokerCount: z.number().int().openapi({ description: "Broker users who are members of the brokerage." }),
  pendingBrokerCount: z.number().int().openapi({
    description: "Broker users whose join waits for a member's approval: not members, so not in brokerCount.",
  }),
};

export const brokerageResultSchema = z
  .object({
    id: z.string().openapi({ description: "The MC number, or `name:<name>` for a broker loads name without one." }),
    companyName: z.string(),
    mcNumber: z.string().nullable().openapi({ example: "MC1234567" }),
    dotNumber: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    status: z.string().nullable(),
    registered: z.boolean().openapi({ description: "Whether the brokerage has an account on TrueRate." }),
    ...loadFigures,
  })
  .openapi("BrokerageSearchResult");

export type BrokerageSearchResult = z.infer<typeof brokerageResultSchema>;

export const complaintSchema = z
  .object({
    id: complaintColumns.id,
    loadId: complaintColumns.loadId,
    loadNumber: z.string(),
    brokerMcNumber: complaintColumns.brokerMcNumber,
    nccdbComplaintId: complaintColumns.nccdbComplaintId.openapi({ example: "NCCDB-2026-118842" }),
    outcome: complaintColumns.outcome,
    filedAt: isoInstant("2026-11-26T10:00:00.000Z"),
    brokerReply: complaintColumns.brokerReply,
    brokerReplyAt: nullableInstant("2026-11-27T10:00:00.000Z"),
  })
  .openapi("Complaint");

export const brokerageDetailsSchema = z
  .object({
    mcNumber: z.string().openapi({ example: "MC1234567" }),
    companyName: z.string(),
    dotNumber: z.string().nullable(),
    registered: z.boolean(),
    fmcsa: z
      .object({
        companyName: z.string(),
        dotNumber: z.string().nullable(),
        city: z.string().nullable(),
        state: z.string().nullable(),
        status: z.string().nullable(),
        address: z.string().nullable(),
        zipCode: z.string().nullable(),
        phoneNumber: z.string().nullable(),
      })
      .nullable(),
    ...loadFigures,
    brokers: z.array(
      z.object({
        email: z.string(),
        createdAt: isoInstant("2026-01-05T12:00:00.000Z"),
        verified: z.boolean(),
        subscriptionStatus: z.string(),
        membership: z.enum(["member", "pending"]).openapi({
          description: "A member, or a broker whose join waits for a member's approval.",
        }),
      }),
    ),
    recentLoads: z
      .array(
        z.object({
          loadId: z.string(),
          loadNumber: z.string(),
          date: z.string(),
          pickupLocation: z.string().openapi({ example: "Dallas, TX" }),
          deliveryLocation: z.string().openapi({ example: "Atlanta, GA" }),
          brokerEmail: z.string(),
          status: z.enum(LOAD_COMPLIANCE_STATUSES),
          documentCount: z.number().int(),
        }),
      )
      .openapi({ description: "The last 20 loads." }),
    complaints: z.array(
      complaintSchema.pick({
        id: true,
        loadId: true,
        loadNumber: true,
        nccdbComplaintId: true,
        outcome: true,
        filedAt: true,
        brokerReply: true,
      }),
    ),
  })
  .openapi("BrokerageDetails");

/** One field of the NCCDB complaint form, ready to copy. */
export const packetFieldSchema = z.object({ key: z.string(), label: z.string(), value: z.string() });

export type PacketField = z.infer<typeof packetFieldSchema>;

export const complaintPacketSchema = z
  .object({
    loadId: z.string(),
    loadNumber: z.string(),
    brokerName: z.string(),
    brokerProfileKey: z
      .string()
      .nullable()
      .openapi({ description: "The broker's profile key (GET /api/brokers/{key}); null for a personal address." }),
    complianceStatus: z.enum(LOAD_COMPLIANCE_STATUSES),
    fields: z
      .array(packetFieldSchema)
      .openapi({ description: "The NCCDB form's fields in its order, each ready to copy." }),
    attachments: z.array(
      z.object({
        id: z.string(),
        fileName: z.string(),
        documentType: z.enum(DOCUMENT_TYPES),
        uploadedAt: isoInstant("2026-11-23T18:00:00.000Z"),
        sha256: z.string().nullable().openapi({ description: "SHA-256 (hex) of the decrypted file." }),
        refused: z.boolean().openapi({ description: "Denied by an administrator or declined by the carrier." }),
      }),
    ),
    identity: identityVerdictResponseSchema.openapi({
      description:
        "The load's broker identity checks, each with its evidence; a failing one makes the load eligible and is " +
        "quoted in the narrative.",
    }),
    complaint: z.union([complaintSchema, z.null()]).openapi({ description: "The recorded complaint, or null." }),
  })
  .openapi("ComplaintPacket");

export const recordComplaintRequestSchema = z
  .object({
    nccdbComplaintId: requiredText(ADMIN_CONSOLE_MESSAGES.complaintIdRequired, 64).openapi({
      example: "NCCDB-2026-118842",
    }),
    outcome: z.enum(COMPLAINT_OUTCOMES).default("filed"),
  })
  .openapi("RecordComplaintRequest");

export const complaintReplyRequestSchema = z
  .object({
    reply: requiredText(ADMIN_CONSOLE_MESSAGES.replyRequired, 4000).openapi({
      example: "The rate confirmation was e-mailed on time; see attached log.",
    }),
  })
  .openapi("ComplaintReplyRequest");

/** The 48H tracker's filter and page. */
export const deadlineTrackerQuerySchema = z.object({
  status: z
    .enum(TRACKER_STATUSES)
    .optional()
    .openapi({ param: { name: "status", in: "query" }, example: "missed" }),
  ...cursorPageQuery(TRACKER_PAGE),
});

export type TrackerQuery = z.infer<typeof deadlineTrackerQuerySchema>;

export const getAdminBrokerageDetailsParamsSchema = z.object({
  mcNumber: z
    .string()
    .min(1)
    .max(20)
    .openapi({ param: { name: "mcNumber", in: "path" }, example: "MC1234567" }),
});

export const getAdminBrokerageDetailsResponseSchema = z.object({ brokerage: brokerageDetailsSchema });

export const searchAdminBrokeragesQuerySchema = z.object({
  query: z
    .string()
    .max(100)
    .default("")
    .openapi({ param: { name: "query", in: "query" }, example: "Demo Freight" }),
});

export const searchAdminBrokeragesResponseSchema = z.object({ brokerages: z.array(brokerageResultSchema) });

export const listAdminDeadlinesResponseSchema = z
  .object({
    deadlines: z.array(deadlineRecordSchema),
    stats: deadlineStatsSchema,
    total: z.number().int().openapi({ description: "Loads matching the filter, over every page.", example: 899 }),
    nextCursor: z.string().nullable().openapi({
      description: "Pass as `cursor` for the next page; null on the last page.",
      example: "WzE3NjM5MDAwMDAwMDAsIjdmMWQyYzNiIl0",
    }),
  })
  .openapi("AdminDeadlines");

export const notifyAdminDeadlineResponseSchema = z.object({
  success: z.literal(true),
  type: z.enum(ADMIN_NOTICE_TYPES),
  sentAt: z.string(),
});

export const listAllDocumentsForAdminResponseSchema = z.object({ documents: z.array(adminDocumentSchema) });

export const listAdminComplianceLoadsResponseSchema = z.object({ loads: z.array(adminComplianceRowSchema) });

export const getAdminDocumentStatsResponseSchema = z.object({ stats: documentStatsSchema });

export const listBrokerageComplaintsResponseSchema = z.object({ complaints: z.array(complaintSchema) });
