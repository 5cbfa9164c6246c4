import { SUBSCRIPTION_STATUSES, USER_TYPES } from "@truerate/domain/enums";
import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { brokerages } from "./brokerages";
import { createdAt, flag, id, oneOf, timestamp } from "./columns";

/**
 * The stored user record of docs/product.md#accounts-entities-and-fields. Secrets are never stored in clear: `passwordHash` is a
 * self-describing hash string, and the verification code and reset token are kept as SHA-256 hashes.
 */
export const users = sqliteTable(
  "users",
  {
    id: id(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    userType: text("user_type", { enum: USER_TYPES }).notNull().default("carrier"),
    companyName: text("company_name"),
    phoneNumber: text("phone_number"),
    /** `MC` + 6-7 digits. */
    mcNumber: text("mc_number"),
    /** 6-8 digits. */
    dotNumber: text("dot_number"),
    numberOfTrucks: integer("number_of_trucks"),
    /** Comma-separated trailer types (dry_van, reefer, flatbed, power_only). */
    trailerTypes: text("trailer_types"),
    verified: flag("verified"),
    /**
     * A new sign-in address waiting for its e-mailed code; `email` stays the old one until the code
     * is entered, so a stolen session cannot move the account to an address nobody has proven.
     */
    pendingEmail: text("pending_email"),
    verificationToken: text("verification_token"),
    verificationCode: text("verification_code_hash"),
    verificationCodeExpiry: timestamp("verification_code_expiry"),
    verificationAttempts: integer("verification_attempts").notNull().default(0),
    verificationSentAt: timestamp("verification_sent_at"),
    resetToken: text("reset_token_hash"),
    resetTokenExpiry: timestamp("reset_token_expiry"),
    createdAt: createdAt(),
    termsAcceptedAt: timestamp("terms_accepted_at"),
    termsVersion: text("terms_version"),
    privacyAcceptedAt: timestamp("privacy_accepted_at"),
    isAdmin: flag("is_admin"),
    stripeCustomerId: text("stripe_customer_id"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    subscriptionStatus: text("subscription_status", { enum: SUBSCRIPTION_STATUSES }).notNull().default("inactive"),
    subscriptionPeriodEnd: timestamp("subscription_period_end"),
    hasPaidSubscription: flag("has_paid_subscription"),
    /** The tenant of a broker user; null for carriers and admins, and while a join waits for approval. */
    brokerageId: text("brokerage_id").references(() => brokerages.id, { onDelete: "set null" }),
    /**
     * The brokerage a broker asked to join: MC and DOT numbers are public, so joining a brokerage
     * that already has members waits until one of them approves (docs/decisions/0009).
     */
    pendingBrokerageId: text("pending_brokerage_id").references(() => brokerages.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("users_email_unique").on(table.email),
    // Every broker of one brokerage shares its MC and DOT numbers, so uniqueness holds per
    // carrier (docs/decisions/0002-mc-dot-uniqueness.md).
    uniqueIndex("users_carrier_mc_unique").on(table.mcNumber).where(sql`user_type = 'carrier'`),
    uniqueIndex("users_carrier_dot_unique").on(table.dotNumber).where(sql`user_type = 'carrier'`),
    index("users_brokerage_idx").on(table.brokerageId),
    index("users_pending_brokerage_idx").on(table.pendingBrokerageId),
    check("users_user_type_check", oneOf("user_type", USER_TYPES)),
    check("users_subscription_status_check", oneOf("subscription_status", SUBSCRIPTION_STATUSES)),
    check("users_email_lowercase_check", sql`email = lower(email)`),
    check("users_number_of_trucks_check", sql`number_of_trucks IS NULL OR number_of_trucks >= 1`),
  ],
);

/** Browser sessions. The id is the SHA-256 of the cookie's token: a leaked table yields no session. */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at").notNull(),
    lastSeenAt: timestamp("last_seen_at"),
    userAgent: text("user_agent"),
  },
  (table) => [index("sessions_user_idx").on(table.userId), index("sessions_expires_idx").on(table.expiresAt)],
);

/** Sign-in and code throttling: one row per key (an e-mail or a client address) and window. */
export const authThrottles = sqliteTable("auth_throttles", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStartedAt: timestamp("window_started_at").notNull(),
  blockedUntil: timestamp("blocked_until"),
});
