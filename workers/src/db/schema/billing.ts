import { PAYMENT_PROVIDERS, PLANS, SUBSCRIPTION_STATUSES } from "@truerate/domain/enums";
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, flag, id, instantNow, oneOf, timestamp } from "./columns";
import { users } from "./users";

/** One row per provider subscription; the user's own status columns mirror the current one. */
export const subscriptions = sqliteTable(
  "subscriptions",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    providerCustomerId: text("provider_customer_id").notNull(),
    providerSubscriptionId: text("provider_subscription_id").notNull(),
    plan: text("plan", { enum: PLANS }).notNull(),
    priceCents: integer("price_cents").notNull(),
    status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull(),
    currentPeriodEnd: timestamp("current_period_end"),
    cancelAtPeriodEnd: flag("cancel_at_period_end"),
    createdAt: createdAt(),
    updatedAt: instantNow("updated_at"),
  },
  (table) => [
    uniqueIndex("subscriptions_provider_id_unique").on(table.provider, table.providerSubscriptionId),
    index("subscriptions_user_idx").on(table.userId),
    check("subscriptions_provider_check", oneOf("provider", PAYMENT_PROVIDERS)),
    check("subscriptions_plan_check", oneOf("plan", PLANS)),
    check("subscriptions_status_check", oneOf("status", SUBSCRIPTION_STATUSES)),
    check("subscriptions_price_check", sql`price_cents > 0`),
  ],
);

/** Every provider event by its id, so a replayed webhook changes nothing. */
export const paymentEvents = sqliteTable(
  "payment_events",
  {
    id: text("id").primaryKey(),
    provider: text("provider", { enum: PAYMENT_PROVIDERS }).notNull(),
    type: text("type").notNull(),
    payload: text("payload", { mode: "json" }).notNull(),
    receivedAt: createdAt(),
    processedAt: timestamp("processed_at"),
  },
  () => [check("payment_events_provider_check", oneOf("provider", PAYMENT_PROVIDERS))],
);

export const CHECKOUT_STATES = ["pending", "done"] as const;

/**
 * One row per user while a subscription is being opened: the primary key serialises checkouts of
 * one user, so parallel calls open one subscription, pass one idempotency key to the provider, and
 * answer the same subscription.
 */
export const subscriptionCheckouts = sqliteTable(
  "subscription_checkouts",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Handed to the provider (Stripe's Idempotency-Key): a retried call cannot open a second subscription. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** What was asked (payment method and name): a finished checkout answers again only the same question. */
    requestHash: text("request_hash").notNull(),
    state: text("state", { enum: CHECKOUT_STATES }).notNull(),
    /** The answer of a finished checkout, replayed to the calls that raced it. */
    response: text("response", { mode: "json" }),
    claimedAt: timestamp("claimed_at").notNull(),
  },
  () => [check("subscription_checkouts_state_check", oneOf("state", CHECKOUT_STATES))],
);
