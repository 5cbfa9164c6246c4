import { ADMIN_NOTICE_TYPES, COMPLAINT_OUTCOMES } from "@truerate/domain/enums";
import { check, index, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { brokerages } from "./brokerages";
import { createdAt, id, oneOf, timestamp } from "./columns";
import { loads } from "./loads";
import { users } from "./users";

/**
 * The 48H tracker's Notify: one row per load and notice type, so an administrator's second click
 * (or a second administrator) cannot send the same notice twice.
 */
export const deadlineNotices = sqliteTable(
  "deadline_notices",
  {
    id: id(),
    loadId: text("load_id")
      .notNull()
      .references(() => loads.id, { onDelete: "cascade" }),
    type: text("type", { enum: ADMIN_NOTICE_TYPES }).notNull(),
    sentBy: text("sent_by").references(() => users.id, { onDelete: "set null" }),
    sentAt: createdAt(),
  },
  (table) => [
    uniqueIndex("deadline_notices_load_type_unique").on(table.loadId, table.type),
    check("deadline_notices_type_check", oneOf("type", ADMIN_NOTICE_TYPES)),
  ],
);

/**
 * A complaint an administrator filed with FMCSA's National Consumer Complaint Database about a
 * load: the Complaint ID NCCDB gave back (it has no API), the outcome, and the brokerage's reply.
 */
export const complaints = sqliteTable(
  "complaints",
  {
    id: id(),
    loadId: text("load_id")
      .notNull()
      .references(() => loads.id, { onDelete: "cascade" }),
    brokerageId: text("brokerage_id").references(() => brokerages.id, { onDelete: "set null" }),
    /** The broker's MC number as the packet named it (the brokerage may not be registered). */
    brokerMcNumber: text("broker_mc_number"),
    nccdbComplaintId: text("nccdb_complaint_id").notNull(),
    outcome: text("outcome", { enum: COMPLAINT_OUTCOMES }).notNull().default("filed"),
    filedBy: text("filed_by").references(() => users.id, { onDelete: "set null" }),
    filedAt: createdAt(),
    updatedAt: timestamp("updated_at"),
    brokerReply: text("broker_reply"),
    brokerReplyAt: timestamp("broker_reply_at"),
    brokerReplyBy: text("broker_reply_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("complaints_load_unique").on(table.loadId),
    index("complaints_brokerage_idx").on(table.brokerageId, table.filedAt),
    check("complaints_outcome_check", oneOf("outcome", COMPLAINT_OUTCOMES)),
  ],
);
