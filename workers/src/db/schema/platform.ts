import { COMPLIANCE_EVENT_TYPES, MAIL_STATUSES } from "@truerate/domain/enums";
import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { brokerages } from "./brokerages";
import { createdAt, id, oneOf, timestamp } from "./columns";
import { loads } from "./loads";
import { users } from "./users";

/** Partner integrations (TMS, load boards). Only the SHA-256 of the key is stored. */
export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: id(),
    name: text("name").notNull(),
    /** The first characters of the key, shown so a partner can tell keys apart. */
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull(),
    ownerUserId: text("owner_user_id").references(() => users.id, { onDelete: "cascade" }),
    scopes: text("scopes").notNull().default(""),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at"),
    revokedAt: timestamp("revoked_at"),
  },
  (table) => [uniqueIndex("api_keys_hash_unique").on(table.keyHash)],
);

/** Stored answers of idempotent writes, keyed per caller, replayed when a key is reused. */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    id: id(),
    scope: text("scope").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at").notNull(),
  },
  (table) => [
    uniqueIndex("idempotency_scope_key_unique").on(table.scope, table.key),
    index("idempotency_expires_idx").on(table.expiresAt),
  ],
);

/** Who did what, written in the same batch as the change it describes. */
export const auditLog = sqliteTable(
  "audit_log",
  {
    id: id(),
    actorUserId: text("actor_user_id"),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    details: text("details", { mode: "json" }),
    requestId: text("request_id"),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_entity_idx").on(table.entityType, table.entityId),
    index("audit_created_idx").on(table.createdAt),
  ],
);

/** Mail written by the local mailer (development) and the record of mail sent in production. */
export const mailOutbox = sqliteTable(
  "mail_outbox",
  {
    id: id(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text_body").notNull(),
    html: text("html_body"),
    template: text("template").notNull(),
    status: text("status", { enum: MAIL_STATUSES }).notNull().default("queued"),
    dedupeKey: text("dedupe_key").notNull(),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at"),
  },
  (table) => [
    uniqueIndex("mail_outbox_dedupe_unique").on(table.dedupeKey),
    index("mail_outbox_to_idx").on(table.to, table.createdAt),
    check("mail_outbox_status_check", oneOf("status", MAIL_STATUSES)),
  ],
);

/** A load's deadline outcome, counted in its brokerage's compliance figures. */
export const complianceEvents = sqliteTable(
  "compliance_events",
  {
    id: id(),
    loadId: text("load_id")
      .notNull()
      .references(() => loads.id, { onDelete: "cascade" }),
    brokerageId: text("brokerage_id").references(() => brokerages.id, { onDelete: "set null" }),
    type: text("type", { enum: COMPLIANCE_EVENT_TYPES }).notNull(),
    occurredAt: createdAt(),
  },
  (table) => [
    uniqueIndex("compliance_events_load_type_unique").on(table.loadId, table.type),
    index("compliance_events_brokerage_idx").on(table.brokerageId, table.type),
    check("compliance_events_type_check", oneOf("type", COMPLIANCE_EVENT_TYPES)),
  ],
);

/** Queue messages that exhausted their retries, kept for an admin to inspect and retry. */
export const deadLetters = sqliteTable(
  "dead_letters",
  {
    id: id(),
    queue: text("queue").notNull(),
    messageId: text("message_id").notNull(),
    body: text("body", { mode: "json" }).notNull(),
    attempts: integer("attempts").notNull(),
    createdAt: createdAt(),
    retriedAt: timestamp("retried_at"),
  },
  (table) => [uniqueIndex("dead_letters_message_unique").on(table.queue, table.messageId)],
);

/** US places (gazetteer) for offline autocomplete and distance estimates. */
export const places = sqliteTable(
  "places",
  {
    id: id(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    latitude: real("latitude").notNull(),
    longitude: real("longitude").notNull(),
    population: integer("population"),
    /** The three-digit ZIP area (nearest ZIP code of the state, domain/zip3-areas.ts); null when unknown. */
    zip3: text("zip3"),
    /** Lower-cased `city, st`, for prefix search. */
    searchName: text("search_name").notNull(),
  },
  (table) => [
    uniqueIndex("places_city_state_unique").on(table.city, table.state),
    index("places_search_idx").on(table.searchName),
    check("places_state_check", sql`length(state) = 2`),
  ],
);

/** US ZIP codes (the `zipcodes` package, offline) with their city, state and point: lane ends by ZIP. */
export const zipCodes = sqliteTable(
  "zip_codes",
  {
    zip: text("zip").primaryKey(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    latitude: real("latitude").notNull(),
    longitude: real("longitude").notNull(),
  },
  () => [check("zip_codes_zip_check", sql`length(zip) = 5`)],
);
