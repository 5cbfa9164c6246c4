import { PARTNER_LOAD_REMOVAL_REASONS, PARTNER_WEBHOOK_DELIVERY_STATUSES } from "@truerate/domain/partners/vocabulary";
import { sql } from "drizzle-orm";
import { check, index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, flag, id, oneOf, timestamp } from "./columns";
import { loads } from "./loads";
import { users } from "./users";

/**
 * A partner integration (a TMS or a load board), created by an administrator. Everything a partner
 * reads or writes is scoped by its organisation. Loads it pushes are submitted on behalf of
 * `carrierUserId`, the carrier account whose 371.3 rights they exercise (none: it may only read).
 */
export const partnerOrganisations = sqliteTable("partner_organisations", {
  id: id(),
  name: text("name").notNull(),
  carrierUserId: text("carrier_user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/**
 * An API client of an organisation (OAuth 2.0 client credentials). Only the SHA-256 of a secret is
 * kept; after a rotation the previous hash still works until `previousSecretExpiresAt`.
 */
export const partnerClients = sqliteTable(
  "partner_clients",
  {
    id: id(),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => partnerOrganisations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Space-separated scopes, as OAuth writes them. */
    scopes: text("scopes").notNull(),
    secretHash: text("secret_hash").notNull(),
    previousSecretHash: text("previous_secret_hash"),
    previousSecretExpiresAt: timestamp("previous_secret_expires_at"),
    /**
     * A sandbox client (id `sbx_…`, secret `trs_sbx_…`): its pushes are validated and answered like a
     * live client's but kept in `sandbox_loads`, apart from every published figure and mail.
     */
    sandbox: flag("sandbox"),
    /** Requests per minute. */
    rateLimitPerMinute: integer("rate_limit_per_minute").notNull().default(600),
    createdAt: createdAt(),
    rotatedAt: timestamp("rotated_at"),
    revokedAt: timestamp("revoked_at"),
  },
  (table) => [index("partner_clients_organisation_idx").on(table.organisationId)],
);

/** Requests of one client in one minute: a fixed-window counter, one upsert per request. */
export const partnerRateWindows = sqliteTable(
  "partner_rate_windows",
  {
    clientId: text("client_id").notNull(),
    windowStart: integer("window_start").notNull(),
    count: integer("count").notNull(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.windowStart] })],
);

/**
 * A pushed load, keyed by the partner's own id: a repeat push updates the same load. `changedAt`
 * moves on every change and orders the change feed.
 */
export const partnerLoads = sqliteTable(
  "partner_loads",
  {
    organisationId: text("organisation_id")
      .notNull()
      .references(() => partnerOrganisations.id, { onDelete: "cascade" }),
    partnerLoadId: text("partner_load_id").notNull(),
    loadId: text("load_id")
      .notNull()
      .references(() => loads.id, { onDelete: "cascade" }),
    /** SHA-256 of the last accepted body: an identical repeat is "unchanged", not an update. */
    bodyHash: text("body_hash").notNull(),
    version: integer("version").notNull().default(1),
    createdAt: createdAt(),
    changedAt: timestamp("changed_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.partnerLoadId] }),
    uniqueIndex("partner_loads_load_unique").on(table.loadId),
    index("partner_loads_changes_idx").on(table.organisationId, table.changedAt, table.partnerLoadId),
  ],
);

/**
 * A load a sandbox client pushed: never a `loads` row, so it reaches no lane figure, search, broker
 * or deadline. `row` holds the columns a partner reads (PARTNER_LOAD_SELECT's, as JSON), so the
 * sandbox answers reads exactly as live does. Cleared on demand (services/partners/sandbox).
 */
export const sandboxLoads = sqliteTable(
  "sandbox_loads",
  {
    organisationId: text("organisation_id")
      .notNull()
      .references(() => partnerOrganisations.id, { onDelete: "cascade" }),
    partnerLoadId: text("partner_load_id").notNull(),
    loadId: text("load_id").notNull(),
    bodyHash: text("body_hash").notNull(),
    version: integer("version").notNull().default(1),
    row: text("row").notNull(),
    createdAt: createdAt(),
    changedAt: timestamp("changed_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.partnerLoadId] }),
    index("sandbox_loads_changes_idx").on(table.organisationId, table.changedAt, table.partnerLoadId),
  ],
);

/**
 * Where a partner wants events. Signing needs the secret itself, so it cannot be hashed: `secret`
 * and `previous_secret` hold it sealed with the document keyring, bound to the endpoint id
 * (services/partners/webhooks/sealed-secret.ts); a plain `whsec_` value is a row from before that.
 */
export const webhookEndpoints = sqliteTable(
  "webhook_endpoints",
  {
    id: id(),
    organisationId: text("organisation_id")
      .notNull()
      .references(() => partnerOrganisations.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    /** Space-separated event types. */
    events: text("events").notNull(),
    secret: text("secret").notNull(),
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: timestamp("previous_secret_expires_at"),
    /** Registered by a sandbox client: seen and managed only by sandbox clients, sent only pings. */
    sandbox: flag("sandbox"),
    createdAt: createdAt(),
    disabledAt: timestamp("disabled_at"),
  },
  (table) => [
    index("webhook_endpoints_organisation_idx").on(table.organisationId),
    // One live endpoint per URL: a second would deliver every event twice under other webhook-ids.
    uniqueIndex("webhook_endpoints_live_url_unique")
      .on(table.organisationId, table.url)
      .where(sql`disabled_at IS NULL`),
  ],
);

/** One event for one endpoint, and how its delivery went; the partner lists and replays these. */
export const webhookDeliveries = sqliteTable(
  "webhook_deliveries",
  {
    /** The `webhook-id` header: the same on every attempt, so the partner can drop repeats. */
    id: id(),
    endpointId: text("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    organisationId: text("organisation_id").notNull(),
    eventType: text("event_type").notNull(),
    /** The event's own key (e.g. `load.deadline_met:<loadId>`): one delivery per endpoint per event. */
    eventKey: text("event_key").notNull(),
    payload: text("payload").notNull(),
    status: text("status", { enum: PARTNER_WEBHOOK_DELIVERY_STATUSES }).notNull().default("pending"),
    /** Every attempt ever made, replays included: a replay adds to it, never resets it. */
    attempts: integer("attempts").notNull().default(0),
    /** How many times the partner asked to send it again. */
    replays: integer("replays").notNull().default(0),
    /** `attempts` when the last replay began: the retry schedule counts from here. */
    roundStart: integer("round_start").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at"),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    createdAt: createdAt(),
    deliveredAt: timestamp("delivered_at"),
  },
  (table) => [
    uniqueIndex("webhook_deliveries_event_unique").on(table.endpointId, table.eventKey),
    index("webhook_deliveries_organisation_idx").on(table.organisationId, table.createdAt),
    index("webhook_deliveries_due_idx").on(table.status, table.nextAttemptAt),
    check("webhook_deliveries_status_check", oneOf("status", PARTNER_WEBHOOK_DELIVERY_STATUSES)),
    check("webhook_deliveries_attempts_check", sql`attempts >= 0`),
  ],
);

/** Each attempt of a delivery, kept for good: the partner's log shows every try, across replays. */
export const webhookDeliveryAttempts = sqliteTable(
  "webhook_delivery_attempts",
  {
    deliveryId: text("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    /** 1, 2, … over the delivery's whole life. */
    attempt: integer("attempt").notNull(),
    /** 0 for the original schedule, n for the n-th replay. */
    round: integer("round").notNull(),
    attemptedAt: timestamp("attempted_at").notNull(),
    statusCode: integer("status_code"),
    error: text("error"),
  },
  (table) => [primaryKey({ columns: [table.deliveryId, table.attempt] })],
);

/**
 * A pushed load that left its partner's keeping: deleted by its carrier, or anonymised when the
 * carrier's account was erased. The change feed serves it as a tombstone so the partner's copy can
 * drop the load; it holds only ids, times and the reason (no personal data), and is never deleted.
 */
export const partnerLoadTombstones = sqliteTable(
  "partner_load_tombstones",
  {
    organisationId: text("organisation_id")
      .notNull()
      .references(() => partnerOrganisations.id, { onDelete: "cascade" }),
    partnerLoadId: text("partner_load_id").notNull(),
    /** The load that was removed; no reference, since it may be gone. */
    loadId: text("load_id").notNull(),
    reason: text("reason", { enum: PARTNER_LOAD_REMOVAL_REASONS }).notNull(),
    removedAt: timestamp("removed_at").notNull(),
    /** Orders the tombstone in the change feed, after every change of the load it ends. */
    changedAt: timestamp("changed_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.loadId] }),
    index("partner_load_tombstones_changes_idx").on(table.organisationId, table.changedAt, table.partnerLoadId),
    check("partner_load_tombstones_reason_check", oneOf("reason", PARTNER_LOAD_REMOVAL_REASONS)),
  ],
);
