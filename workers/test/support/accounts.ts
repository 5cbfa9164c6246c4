import { env } from "cloudflare:workers";
import type { UserType } from "@truerate/domain/enums";
import { expect } from "vitest";
import { hashPassword } from "../../src/services/auth/password";
import type { TestClient } from "./client";
import { insertRegistryRecord, type RegistryRecord } from "./registry";

export const PASSWORD = "correct horse battery";
let emails = 0;

export function uniqueEmail(label = "user"): string {
  emails += 1;
  return `${label}.${emails}.${crypto.randomUUID().slice(0, 8)}@example.com`;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  userType: UserType;
  brokerageId: string | null;
  mcNumber: string | null;
  dotNumber: string | null;
  registry: RegistryRecord | null;
}

/**
 * A user written straight into D1 (verified unless told otherwise), with a matching FMCSA record;
 * a broker also gets the brokerage of its MC number.
 */
export async function createUser(
  userType: UserType,
  overrides: { email?: string; password?: string; verified?: boolean; brokerageId?: string } = {},
): Promise<TestUser> {
  const id = crypto.randomUUID();
  const email = overrides.email ?? uniqueEmail(userType);
  const password = overrides.password ?? PASSWORD;
  const registry = userType === "admin" ? null : await insertRegistryRecord(userType);
  let brokerageId: string | null = overrides.brokerageId ?? null;
  if (userType === "broker" && registry && !brokerageId) {
    brokerageId = crypto.randomUUID();
    await env.DB.prepare(
      "INSERT INTO brokerages (id, name, mc_number, dot_number, fmcsa_broker_id) VALUES (?1, ?2, ?3, ?4, ?5)",
    )
      .bind(brokerageId, registry.companyName, registry.mcNumber, registry.dotNumber, registry.id)
      .run();
  }
  await env.DB.prepare(
    `INSERT INTO users (id, email, password_hash, user_type, is_admin, company_name, phone_number, mc_number, dot_number,
       verified, terms_version, terms_accepted_at, brokerage_id)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, '1.0', ?11, ?12)`,
  )
    .bind(
      id,
      email,
      await hashPassword(password),
      userType,
      userType === "admin" ? 1 : 0,
      registry?.companyName ?? "TrueRate",
      "+1 555-010-2030",
      registry?.mcNumber ?? null,
      registry?.dotNumber ?? null,
      overrides.verified === false ? 0 : 1,
      Date.now(),
      brokerageId,
    )
    .run();
  return {
    id,
    email,
    password,
    userType,
    brokerageId,
    mcNumber: registry?.mcNumber ?? null,
    dotNumber: registry?.dotNumber ?? null,
    registry,
  };
}

/** Signs the client in as the user and checks it worked. */
export async function signIn(client: TestClient, user: { email: string; password: string }) {
  const response = await client.post("/api/login", { email: user.email, password: user.password });
  expect(response.status, response.describe).toBe(200);
  expect(client.sessionToken, "session cookie").toBeTruthy();
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
