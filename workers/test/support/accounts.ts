import { env } from "cloudflare:workers";
import type { UserType } from "@truerate/domain/enums";
import { expect } from "vitest";
import { createDb, schema } from "../../src/db/client";
import { hashPassword } from "../../src/services/accounts/password";
import { randomSessionToken, sha256Hex } from "../../src/services/accounts/tokens";
import { type Browser, call } from "./call";
import { insertRegistryRecord, type RegistryRecord } from "./registry";

export const PASSWORD = "correct horse battery";
let emails = 0;

export function uniqueEmail(label = "user"): string {
  emails += 1;
  return `${label}.${emails}.${crypto.randomUUID().slice(0, 8)}@example.com`;
}

/** Every test's user: what it signs in with, its tenant, its FMCSA record, its session token. */
export interface TestUser {
  id: string;
  email: string;
  password: string;
  userType: UserType;
  brokerageId: string | null;
  mcNumber: string | null;
  dotNumber: string | null;
  registry: RegistryRecord | null;
  /** The live session's token (the cookie's value) when created with `session: true`. */
  token: string | null;
}

type UserColumns = Partial<typeof schema.users.$inferInsert>;

export interface CreateUserOptions {
  email?: string;
  /** Hashed for real so the user can sign in; null stores an unusable hash (faster). */
  password?: string | null;
  verified?: boolean;
  brokerageId?: string | null;
  companyName?: string | null;
  mcNumber?: string | null;
  /** A matching FMCSA record, and a broker's brokerage of its MC number (default: non-admins). */
  registry?: boolean;
  /** An active paid subscription for 30 days. */
  subscribed?: boolean;
  /** A live session, whose token is `TestUser.token`. */
  session?: boolean;
  /** Any other column of the row (subscription fields, Stripe ids, …). */
  columns?: UserColumns;
}

const UNUSABLE_HASH = "pbkdf2-sha256$1$c2FsdA$aGFzaA";
const SESSION_DAYS = 30 * 24 * 60 * 60 * 1000;

/** A user written straight into D1 (verified unless told otherwise); see the options for the rest. */
export async function createUser(userType: UserType, options: CreateUserOptions = {}): Promise<TestUser> {
  const db = createDb(env.DB);
  const email = options.email ?? uniqueEmail(userType);
  const password = options.password === null ? "" : (options.password ?? PASSWORD);
  const withRegistry = options.registry ?? userType !== "admin";
  const registry = withRegistry && userType !== "admin" ? await insertRegistryRecord(userType) : null;
  let brokerageId = options.brokerageId ?? null;
  if (userType === "broker" && registry && options.brokerageId === undefined) {
    brokerageId = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO brokerages (id, name, mc_number, dot_number, fmcsa_broker_id) VALUES (?1, ?2, ?3, ?4, ?5)",
    )
      .bind(brokerageId, registry.companyName, registry.mcNumber, registry.dotNumber, registry.id)
      .run();
  }
  const now = Date.now();
  const mcNumber = options.mcNumber === undefined ? (registry?.mcNumber ?? null) : options.mcNumber;
  const [row] = await db
    .insert(schema.users)
    .values({
      email,
      passwordHash: options.password === null ? UNUSABLE_HASH : await hashPassword(password),
      userType,
      isAdmin: userType === "admin",
      companyName: options.companyName === undefined ? (registry?.companyName ?? "TrueRate") : options.companyName,
      phoneNumber: "+1 555-010-2030",
      mcNumber,
      dotNumber: registry?.dotNumber ?? null,
      verified: options.verified ?? true,
      termsVersion: "1.0",
      termsAcceptedAt: new Date(now),
      brokerageId,
      ...(options.subscribed
        ? {
            subscriptionStatus: "active",
            hasPaidSubscription: true,
            subscriptionPeriodEnd: new Date(now + SESSION_DAYS),
          }
        : {}),
      ...options.columns,
    })
    .returning({ id: schema.users.id });
  if (!row) throw new Error("user not created");
  let token: string | null = null;
  if (options.session) {
    token = randomSessionToken();
    await db.insert(schema.sessions).values({
      id: sha256Hex(token),
      userId: row.id,
      createdAt: new Date(now),
      expiresAt: new Date(now + SESSION_DAYS),
      lastSeenAt: new Date(now),
    });
  }
  return {
    id: row.id,
    email,
    password,
    userType,
    brokerageId,
    mcNumber,
    dotNumber: registry?.dotNumber ?? null,
    registry,
    token,
  };
}

/** Signs the client in as the user and checks it worked. */
export async function signIn(client: Browser, user: { email: string; password: string }) {
  const response = await call("login", { body: { email: user.email, password: user.password }, as: client });
  expect(response.status, response.describe).toBe(200);
  expect(client.token, "session cookie").toBeTruthy();
  return response;
}

/** A registration payload for a registry record, as the portal's form sends it. */
export function registrationFor(
  userType: "carrier" | "broker",
  record: RegistryRecord,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    email: uniqueEmail(userType),
    password: PASSWORD,
    userType,
    companyName: record.companyName,
    phoneNumber: "+1 555-010-2030",
    mcNumber: record.mcNumber,
    dotNumber: record.dotNumber,
    numberOfTrucks: 3,
    trailerTypes: ["dry_van", "reefer"],
    termsAgreed: true,
    privacyAgreed: true,
    termsVersion: "1.0",
    ...overrides,
  };
}

export async function userRow(email: string) {
  return env.DB.prepare("SELECT * FROM users WHERE email = ?1")
    .bind(email.toLowerCase())
    .first<Record<string, unknown>>();
}

export async function sessionCount(userId: string): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS n FROM sessions WHERE user_id = ?1")
    .bind(userId)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

// Presets of createUser: the two starting points most tests need.

/** A verified, subscribed user of `role` with a live session (no FMCSA record, no usable password). */
export function signedInUser(
  role: UserType,
  fields: { brokerageId?: string; companyName?: string; mcNumber?: string; email?: string } = {},
): Promise<TestUser> {
  return createUser(role, {
    registry: false,
    password: null,
    subscribed: true,
    session: true,
    companyName: null,
    ...fields,
  });
}

/** A bare row of `role` with the given id: the author of stored reports or documents, who never signs in. */
export function rowOnlyUser(role: UserType, id: string = crypto.randomUUID()): Promise<TestUser> {
  return createUser(role, { registry: false, password: null, companyName: null, columns: { id } });
}

export type Role = "carrier" | "broker" | "admin";

/** A verified user without a subscription (what the payment flows start from); `columns` override the row. */
export function billingUser(role: Role, columns: UserColumns = {}): Promise<TestUser> {
  return createUser(role, { registry: false, password: null, companyName: `${role} company`, columns });
}
