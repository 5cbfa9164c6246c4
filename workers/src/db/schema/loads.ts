import {
  LOAD_COMPLIANCE_STATUSES,
  RATE_LOAD_TYPES,
  RATE_TRUCK_TYPES,
  REPORT_REVIEW_STATUSES,
  TRAILER_TYPES,
} from "@truerate/domain/enums";
import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { brokerages } from "./brokerages";
import { flag, id, instantNow, oneOf, timestamp } from "./columns";
import { users } from "./users";

/**
 * A load a carrier submitted after hauling it (docs/product.md#load-board-entities-and-fields). Money is in integer cents.
 * `userId` becomes null when the carrier deletes their account: the broker-paid rate stays, anonymised.
 */
export const loads = sqliteTable(
  "loads",
  {
    id: id(),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    brokerName: text("broker_name").notNull(),
    brokerEmail: text("broker_email").notNull(),
    brokerMcNumber: text("broker_mc_number"),
    brokerUserId: text("broker_user_id").references(() => users.id, { onDelete: "set null" }),
    /** The tenant the load was matched to; null while the broker is unregistered. */
    brokerageId: text("brokerage_id").references(() => brokerages.id, { onDelete: "set null" }),
    loadNumber: text("load_number").notNull(),
    /** The load's date, `YYYY-MM-DD`. */
    date: text("date").notNull(),
    pickupCity: text("pickup_city").notNull(),
    pickupState: text("pickup_state").notNull(),
    pickupLatitude: real("pickup_latitude"),
    pickupLongitude: real("pickup_longitude"),
    /** The pickup place's three-digit ZIP area (the lane lookups' market area); null when unknown. */
    pickupZip3: text("pickup_zip3"),
    deliveryCity: text("delivery_city").notNull(),
    deliveryState: text("delivery_state").notNull(),
    deliveryLatitude: real("delivery_latitude"),
    deliveryLongitude: real("delivery_longitude"),
    deliveryZip3: text("delivery_zip3"),
    mileage: integer("mileage").notNull(),
    weight: integer("weight").notNull(),
    rateCents: integer("rate_cents").notNull(),
    trueRateCents: integer("true_rate_cents"),
    verified: flag("verified"),
    /**
     * The verified true rate is borne out by the load's rate confirmation: its reading agrees with
     * the load and with the broker's record (services/documents/reading/document-verified.ts).
     */
    documentVerified: flag("document_verified"),
    verifiedAt: timestamp("verified_at"),
    verifiedBy: text("verified_by").references(() => users.id, { onDelete: "set null" }),
    /** The transaction record version the administrator verified the true rate against; null when typed alone. */
    trueRateRecordVersion: integer("true_rate_record_version"),
    trailerType: text("trailer_type", { enum: TRAILER_TYPES }).notNull(),
    uploadedAt: instantNow("uploaded_at"),
    uploadTimestamp: integer("upload_timestamp"),
    /** uploadedAt + 48 hours: when the broker's documents are due. */
    deadlineAt: timestamp("deadline_at").notNull(),
    complianceStatus: text("compliance_status", { enum: LOAD_COMPLIANCE_STATUSES }).notNull().default("pending"),
    /**
     * Carrier, load number, broker and upload day (see domain/loads/duplicate-key.ts): unique, so
     * parallel identical posts make one load. Null for loads older than the rule.
     */
    duplicateKey: text("duplicate_key"),
    /** Who submitted the report: `carrier:<userId>` or `partner:<organisationId>` (domain/reports/attribution.ts). */
    sourceKey: text("source_key").notNull().default(""),
    /** The company that hauled it: `dot:<USDOT>` when known, else `account:<userId>`. */
    carrierKey: text("carrier_key").notNull().default(""),
    /** The broker as one company: `brokerage:<id>`, `mc:<MC>`, `domain:<domain>` or `email:<address>` at a free provider. */
    brokerKey: text("broker_key").notNull().default(""),
    /**
     * counted, quarantined (held for review) or rejected: only counted reports enter published figures.
     * No CHECK: adding one to an existing SQLite table rebuilds it, and dropping `loads` would cascade.
     */
    reviewStatus: text("review_status", { enum: REPORT_REVIEW_STATUSES }).notNull().default("counted"),
    /** Why it was held (a quarantine reason), or the administrator's reason for a release or rejection. */
    reviewReason: text("review_reason"),
    reviewedAt: timestamp("reviewed_at"),
    reviewedBy: text("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    /** When the carrier invoiced the broker, `YYYY-MM-DD` (domain/brokers/payment-dates.ts); null until recorded. */
    invoicedOn: text("invoiced_on"),
    /** When the broker paid the invoice, `YYYY-MM-DD`; null while unpaid. */
    paidOn: text("paid_on"),
    /** The day the carrier reported the load not paid (New York date); null unless reported. */
    notPaidReportedOn: text("not_paid_reported_on"),
  },
  (table) => [
    // Radius search: an indexed bounding box on the pickup point per trailer type, then exact distance.
    // The delivery point is in the index too, so the box test on both ends runs without a table read.
    index("loads_search_pickup_idx").on(
      table.trailerType,
      table.pickupLatitude,
      table.pickupLongitude,
      table.deliveryLatitude,
      table.deliveryLongitude,
    ),
    // Lane true-rate lookups (partner API, search summary): every column they read, so no table read.
    index("loads_lane_rates_idx").on(
      table.trailerType,
      table.pickupState,
      table.deliveryState,
      table.date,
      table.pickupCity,
      table.deliveryCity,
      table.pickupLatitude,
      table.pickupLongitude,
      table.deliveryLatitude,
      table.deliveryLongitude,
      table.mileage,
      table.rateCents,
      table.trueRateCents,
      table.verified,
      table.documentVerified,
      table.sourceKey,
      table.brokerKey,
      table.carrierKey,
      table.reviewStatus,
      table.pickupZip3,
      table.deliveryZip3,
    ),
    // Load search from a pickup ZIP3 area (services/loads/search-query.ts): a range of one area's
    // loads of a trailer type; a delivery ZIP3 area is checked in the index before the row is read.
    index("loads_search_zip3_idx").on(table.trailerType, table.pickupZip3, table.deliveryZip3),
    // Screening a new report: the source's recent standing (its last reports).
    index("loads_source_uploaded_idx").on(table.sourceKey, table.uploadedAt),
    // Screening a new report: the source's uploads of the week on the batch's equipment and state
    // pairs, points included, so the read never visits the table (services/reports/admit-loads.ts).
    index("loads_source_lanes_idx").on(
      table.sourceKey,
      table.trailerType,
      table.pickupState,
      table.deliveryState,
      table.uploadedAt,
      table.pickupLatitude,
      table.pickupLongitude,
      table.deliveryLatitude,
      table.deliveryLongitude,
    ),
    // The administrator's quarantine queue, oldest first.
    index("loads_review_idx").on(table.reviewStatus, table.uploadedAt),
    index("loads_user_uploaded_idx").on(table.userId, table.uploadedAt),
    index("loads_brokerage_uploaded_idx").on(table.brokerageId, table.uploadedAt),
    index("loads_compliance_deadline_idx").on(table.complianceStatus, table.deadlineAt),
    index("loads_uploaded_idx").on(table.uploadedAt),
    // A broker's days to pay: its loads invoiced within the window.
    index("loads_broker_invoiced_idx").on(table.brokerKey, table.invoicedOn),
    uniqueIndex("loads_duplicate_key_unique").on(table.duplicateKey),
    check("loads_trailer_type_check", oneOf("trailer_type", TRAILER_TYPES)),
    check("loads_compliance_status_check", oneOf("compliance_status", LOAD_COMPLIANCE_STATUSES)),
    check("loads_positive_check", sql`mileage > 0 AND weight > 0 AND rate_cents > 0`),
    check("loads_true_rate_check", sql`true_rate_cents IS NULL OR true_rate_cents > 0`),
    check("loads_states_check", sql`length(pickup_state) = 2 AND length(delivery_state) = 2`),
  ],
);

/** Posted rates (docs/product.md#load-board-entities-and-fields, rates). */
export const rates = sqliteTable(
  "rates",
  {
    id: id(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    origin: text("origin").notNull(),
    destination: text("destination").notNull(),
    truckType: text("truck_type", { enum: RATE_TRUCK_TYPES }).notNull(),
    length: integer("length"),
    weight: integer("weight"),
    rateCents: integer("rate_cents").notNull(),
    loadType: text("load_type", { enum: RATE_LOAD_TYPES }).notNull(),
    datePosted: instantNow("date_posted"),
    validUntil: timestamp("valid_until"),
  },
  (table) => [
    index("rates_lane_idx").on(table.origin, table.destination),
    index("rates_user_idx").on(table.userId),
    check("rates_truck_type_check", oneOf("truck_type", RATE_TRUCK_TYPES)),
    check("rates_load_type_check", oneOf("load_type", RATE_LOAD_TYPES)),
    check(
      "rates_positive_check",
      sql`rate_cents > 0 AND (length IS NULL OR length > 0) AND (weight IS NULL OR weight > 0)`,
    ),
  ],
);
