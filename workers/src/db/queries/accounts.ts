import type { CompanyKind } from "@truerate/domain/enums";
import { and, desc, eq, exists, isNotNull, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { SQLiteInsertValue, SQLiteUpdateSetSource } from "drizzle-orm/sqlite-core";
import { asStatement } from "../as-statement";
import type { Database } from "../client";
import { brokerages, documents, fmcsaBrokers, fmcsaCarriers, mailOutbox, sessions, users } from "../schema";

export type UserRow = typeof users.$inferSelect;
export type UserChanges = SQLiteUpdateSetSource<typeof users>;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row;
}

export async function findUserById(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The newest user waiting to move to this address (the one whose code was sent last). */
export async function findUserByPendingEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.pendingEmail, email.toLowerCase()))
    .orderBy(desc(users.verificationSentAt))
    .limit(1);
  return row;
}

/** Whether another user than `exceptUserId` has this address. */
export async function emailTaken(db: Database, { email, exceptUserId }: { email: string; exceptUserId?: string }) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(eq(users.email, email), ne(users.id, exceptUserId)) : eq(users.email, email))
    .limit(1);
  return Boolean(row);
}

/** The carriers holding either number (at most three: the numbers are unique among carriers). */
export function carriersWithNumbers(db: Database, numbers: { mcNumber: string; dotNumber: string }) {
  return db
    .select({ id: users.id, mcNumber: users.mcNumber, dotNumber: users.dotNumber })
    .from(users)
    .where(
      and(
        eq(users.userType, "carrier"),
        or(eq(users.mcNumber, numbers.mcNumber), eq(users.dotNumber, numbers.dotNumber)),
      ),
    )
    .limit(3);
}

/** The FMCSA records (carriers' or brokers' registry) holding either number. */
export function registryRecordsWithNumbers(
  db: Database,
  { userType, mcNumber, dotNumber }: { userType: CompanyKind; mcNumber: string; dotNumber: string },
) {
  const table = userType === "broker" ? fmcsaBrokers : fmcsaCarriers;
  return db
    .select({
      id: table.id,
      companyName: table.companyName,
      mcNumber: table.mcNumber,
      dotNumber: table.dotNumber,
      status: table.status,
    })
    .from(table)
    .where(or(eq(table.mcNumber, mcNumber), eq(table.dotNumber, dotNumber)))
    .limit(2);
}

/** The brokerage of an MC number, created unless it exists (the MC number is unique among brokerages). */
export function insertBrokerageIfAbsent(db: Database, values: typeof brokerages.$inferInsert) {
  return db.insert(brokerages).values(values).onConflictDoNothing({ target: brokerages.mcNumber });
}

/**
 * The membership columns of broker `userId` entering the brokerage of `mcNumber`, as SQL evaluated
 * in the same batch as insertBrokerageIfAbsent. MC and DOT numbers are public, so knowing them is
 * not enough: a broker becomes a member at once only when the brokerage has no other member (they
 * created it, or its members are gone); otherwise the join waits for a member's approval.
 */
export function membershipFor(mcNumber: string, userId: string) {
  const hasOtherMembers = sql`EXISTS (SELECT 1 FROM users m WHERE m.brokerage_id = b.id AND m.id <> ${userId})`;
  return {
    brokerageId: sql`(SELECT b.id FROM brokerages b WHERE b.mc_number = ${mcNumber} AND NOT ${hasOtherMembers})`,
    pendingBrokerageId: sql`(SELECT b.id FROM brokerages b WHERE b.mc_number = ${mcNumber} AND ${hasOtherMembers})`,
  };
}

export function insertUser(db: Database, values: SQLiteInsertValue<typeof users>) {
  return db.insert(users).values(values);
}

export function updateUser(db: Database, { userId, changes }: { userId: string; changes: UserChanges }) {
  return db.update(users).set(changes).where(eq(users.id, userId));
}

/** A new code, unless one was sent after `sentBefore` (so two parallel resends cannot both send). */
export function replaceVerificationCode(
  db: Database,
  { userId, changes, sentBefore }: { userId: string; changes: UserChanges; sentBefore: number },
) {
  return db
    .update(users)
    .set(changes)
    .where(
      and(
        eq(users.id, userId),
        or(isNull(users.verificationSentAt), lte(users.verificationSentAt, new Date(sentBefore))),
      ),
    )
    .returning({ id: users.id });
}

/**
 * Reserves one try of the pending code (of the unverified account, or of its pending new address),
 * while fewer than `maxAttempts` were made: answers the code to compare, or nothing.
 */
export async function reserveVerificationAttempt(
  db: Database,
  { userId, pendingEmail, maxAttempts }: { userId: string; pendingEmail: string | null; maxAttempts: number },
) {
  const [reserved] = await db
    .update(users)
    .set({ verificationAttempts: sql`${users.verificationAttempts} + 1` })
    .where(
      and(
        eq(users.id, userId),
        pendingEmail !== null ? eq(users.pendingEmail, pendingEmail) : eq(users.verified, false),
        isNotNull(users.verificationCode),
        lt(users.verificationAttempts, maxAttempts),
      ),
    )
    .returning({
      attempts: users.verificationAttempts,
      codeHash: users.verificationCode,
      expiresAt: users.verificationCodeExpiry,
    });
  return reserved;
}

/** The proven pending address becomes the account's, while it is still the pending one. */
export function moveToPendingEmail(db: Database, { userId, newEmail }: { userId: string; newEmail: string }) {
  return db
    .update(users)
    .set({
      email: newEmail,
      pendingEmail: null,
      verificationCode: null,
      verificationCodeExpiry: null,
      verificationAttempts: 0,
    })
    .where(and(eq(users.id, userId), eq(users.pendingEmail, newEmail)));
}

export async function findUserByResetToken(db: Database, tokenHash: string) {
  const [row] = await db
    .select({ id: users.id, expiresAt: users.resetTokenExpiry })
    .from(users)
    .where(eq(users.resetToken, tokenHash))
    .limit(1);
  return row;
}

/**
 * The two statements of a password reset, for one D1 batch: the update claims the token (of two
 * parallel uses only one changes a row), and the sessions go only if that update did (the new hash
 * is unique).
 */
export function resetPasswordStatements(
  d1: D1Database,
  db: Database,
  { userId, tokenHash, passwordHash }: { userId: string; tokenHash: string; passwordHash: string },
): [claim: D1PreparedStatement, revokeSessions: D1PreparedStatement] {
  const applied = exists(
    db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.passwordHash, passwordHash))),
  );
  return [
    asStatement(
      d1,
      db
        .update(users)
        .set({
          passwordHash,
          resetToken: null,
          resetTokenExpiry: null,
          verified: true,
          verificationCode: null,
          verificationCodeExpiry: null,
          verificationAttempts: 0,
        })
        .where(and(eq(users.id, userId), eq(users.resetToken, tokenHash))),
    ),
    asStatement(d1, db.delete(sessions).where(and(eq(sessions.userId, userId), applied))),
  ];
}

/** The account an address belongs to, with its role (the admin CLI refuses to promote another role). */
export function accountRoleByEmail(db: Database, email: string) {
  return db.select({ id: users.id, userType: users.userType }).from(users).where(eq(users.email, email)).get();
}

/** Where the account's own documents are kept in R2. */
export function documentPathsOfUser(db: Database, userId: string) {
  return db.select({ filePath: documents.filePath }).from(documents).where(eq(documents.userId, userId));
}

/**
 * The statements that delete an account, for one batch: its sessions, documents and queued mail
 * first, then the user row (whose cascades remove notifications, subscriptions and keys; loads and
 * shared documents keep a null).
 */
export function accountDeletionStatements(db: Database, { userId, email }: { userId: string; email: string }) {
  return {
    personalData: [
      db.delete(sessions).where(eq(sessions.userId, userId)),
      db.delete(documents).where(eq(documents.userId, userId)),
      db.delete(mailOutbox).where(eq(mailOutbox.to, email)),
    ] as const,
    user: db.delete(users).where(eq(users.id, userId)),
  };
}
