import { LOAD_REQUEST_STATUSES, RECORD_CHANNELS } from "@truerate/domain/enums";
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { id, instantNow, oneOf, timestamp } from "./columns";
import { loads } from "./loads";
import { users } from "./users";

/**
 * The formal 371.3 request of one load to its broker. Written in the load's own batch, so a load
 * never exists without its request; the queue delivers it and a cron sweep re-queues any request
 * still 'queued' (a lost queue send), so it is never lost. `nonce` is the response link's id: the
 * link is good for this load only, and only until it was used once (`answeredAt`).
 */
export const loadRequests = sqliteTable(
  "load_requests",
  {
    loadId: text("load_id")
      .primaryKey()
      .references(() => loads.id, { onDelete: "cascade" }),
    nonce: text("nonce").notNull(),
    status: text("status", { enum: LOAD_REQUEST_STATUSES }).notNull().default("queued"),
    queuedAt: timestamp("queued_at").notNull(),
    deliveredAt: timestamp("delivered_at"),
    answeredAt: timestamp("answered_at"),
  },
  (table) => [
    index("load_requests_status_idx").on(table.status, table.queuedAt),
    check("load_requests_status_check", oneOf("status", LOAD_REQUEST_STATUSES)),
  ],
);

/**
 * The broker's record of a load (49 CFR 371.3 (a)(1)–(6) and the 2024 proposal's additions). A
 * correction is a new version, never an overwrite. `evidence` is JSON: the documents submitted
 * with this version and the SHA-256 of each body. Money in integer cents, dates `YYYY-MM-DD`.
 */
export const transactionRecords = sqliteTable(
  "transaction_records",
  {
    id: id(),
    loadId: text("load_id")
      .notNull()
      .references(() => loads.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    channel: text("channel", { enum: RECORD_CHANNELS }).notNull(),
    submittedByUserId: text("submitted_by_user_id").references(() => users.id, { onDelete: "set null" }),
    submittedByEmail: text("submitted_by_email").notNull(),
    submittedAt: instantNow("submitted_at"),
    consignor: text("consignor").notNull(),
    originatingCarrier: text("originating_carrier").notNull(),
    billOfLadingNumber: text("bill_of_lading_number").notNull(),
    compensationCents: integer("compensation_cents").notNull(),
    payer: text("payer").notNull(),
    nonBrokerageServices: text("non_brokerage_services"),
    nonBrokerageChargesCents: integer("non_brokerage_charges_cents"),
    freightChargesCollectedCents: integer("freight_charges_collected_cents").notNull(),
    carrierPaidCents: integer("carrier_paid_cents"),
    carrierPaidOn: text("carrier_paid_on"),
    shipperPaidOn: text("shipper_paid_on"),
    /** JSON array of { description, amountCents }. */
    itemizedCharges: text("itemized_charges", { mode: "json" }).$type<ItemizedCharge[]>().notNull(),
    claims: text("claims"),
    /** JSON array of the evidence documents with the SHA-256 of each body. */
    evidence: text("evidence", { mode: "json" }).$type<EvidenceDocument[]>().notNull(),
    /** What this version states, hashed (recordContentSha256): a repeat of the latest is no new version. */
    contentSha256: text("content_sha256"),
  },
  (table) => [
    uniqueIndex("transaction_records_version_unique").on(table.loadId, table.version),
    check("transaction_records_channel_check", oneOf("channel", RECORD_CHANNELS)),
    check(
      "transaction_records_money_check",
      sql`compensation_cents > 0 AND freight_charges_collected_cents >= 0
        AND (non_brokerage_charges_cents IS NULL OR non_brokerage_charges_cents >= 0)
        AND (carrier_paid_cents IS NULL OR carrier_paid_cents >= 0)`,
    ),
  ],
);

export interface ItemizedCharge {
  description: string;
  amountCents: number;
}

export interface EvidenceDocument {
  documentId: string;
  documentType: string;
  fileName: string;
  sha256: string;
}
