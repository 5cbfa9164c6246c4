import { ADMIN_ACTIONS, CARRIER_APPROVAL_STATUSES, DOCUMENT_TYPES, NOTIFICATION_TYPES } from "@truerate/domain/enums";
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { brokerages } from "./brokerages";
import { createdAt, flag, id, instantNow, oneOf, timestamp } from "./columns";
import { loads } from "./loads";
import { users } from "./users";

/**
 * Document metadata (docs/product.md#load-board-entities-and-fields). The body lives in R2 at `filePath`, encrypted with AES-256-GCM
 * under its own data key; `wrappedKey` is that data key wrapped by the key-encryption key `encryptionKeyId`.
 */
export const documents = sqliteTable(
  "documents",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The brokerage that sent the document, for broker compliance uploads. */
    brokerageId: text("brokerage_id").references(() => brokerages.id, { onDelete: "set null" }),
    loadId: text("load_id").references(() => loads.id, { onDelete: "cascade" }),
    loadNumber: text("load_number"),
    fileName: text("file_name").notNull(),
    originalFileName: text("original_file_name").notNull(),
    documentType: text("document_type", { enum: DOCUMENT_TYPES }).notNull(),
    fileSize: integer("file_size").notNull(),
    mimeType: text("mime_type").notNull(),
    filePath: text("file_path").notNull(),
    uploadedAt: instantNow("uploaded_at"),
    sharedWithCarrierMc: text("shared_with_carrier_mc"),
    sharedWithUserId: text("shared_with_user_id").references(() => users.id, { onDelete: "set null" }),
    complianceDeadline: timestamp("compliance_deadline"),
    isShared: flag("is_shared"),
    sharedAt: timestamp("shared_at"),
    carrierViewedAt: timestamp("carrier_viewed_at"),
    tags: text("tags"),
    isEncrypted: integer("is_encrypted", { mode: "boolean" }).notNull().default(true),
    encryptionKeyId: text("encryption_key_id"),
    wrappedKey: text("wrapped_key"),
    contentSha256: text("content_sha256"),
    carrierApprovalStatus: text("carrier_approval_status", { enum: CARRIER_APPROVAL_STATUSES })
      .notNull()
      .default("pending"),
    carrierApprovalDate: timestamp("carrier_approval_date"),
    carrierDeclineReason: text("carrier_decline_reason"),
    adminAction: text("admin_action", { enum: ADMIN_ACTIONS }),
    adminEmail: text("admin_email"),
    adminActionDate: timestamp("admin_action_date"),
    denialReason: text("denial_reason"),
    notes: text("notes"),
    verificationStatus: text("verification_status"),
    verificationConfidence: integer("verification_confidence"),
  },
  (table) => [
    index("documents_user_load_idx").on(table.userId, table.loadId),
    index("documents_load_idx").on(table.loadId),
    index("documents_shared_with_idx").on(table.sharedWithUserId, table.sharedAt),
    index("documents_brokerage_idx").on(table.brokerageId, table.sharedAt),
    check("documents_type_check", oneOf("document_type", DOCUMENT_TYPES)),
    check("documents_approval_check", oneOf("carrier_approval_status", CARRIER_APPROVAL_STATUSES)),
    check("documents_admin_action_check", sql`admin_action IS NULL OR ${oneOf("admin_action", ADMIN_ACTIONS)}`),
    check("documents_size_check", sql`file_size > 0`),
  ],
);

/** In-app notifications; `dedupeKey` makes queue redelivery harmless. */
export const notifications = sqliteTable(
  "notifications",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    documentId: text("document_id").references(() => documents.id, { onDelete: "cascade" }),
    loadId: text("load_id").references(() => loads.id, { onDelete: "cascade" }),
    type: text("type", { enum: NOTIFICATION_TYPES }).notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    isRead: flag("is_read"),
    createdAt: createdAt(),
    readAt: timestamp("read_at"),
    dedupeKey: text("dedupe_key").notNull(),
  },
  (table) => [
    uniqueIndex("notifications_dedupe_unique").on(table.dedupeKey),
    index("notifications_user_unread_idx").on(table.userId, table.isRead, table.createdAt),
    check("notifications_type_check", oneOf("type", NOTIFICATION_TYPES)),
  ],
);
