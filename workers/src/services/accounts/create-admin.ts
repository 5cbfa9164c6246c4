import { emailField, passwordField } from "@truerate/domain/validation/account";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { createDb } from "../../db/client";
import { auditRecordBy } from "../../db/queries/audit";
import { sessions, users } from "../../db/schema";
import { hashPassword } from "./password";

export interface CreateAdminInput {
  email: string;
  password: string;
  companyName?: string;
}

export type CreateAdminResult = { id: string; status: "created" | "updated" };

const credentialsSchema = z.object({ email: emailField, password: passwordField });

export class AdminCreationError extends Error {
  override name = "AdminCreationError";
}

/**
 * Creates a verified admin, or sets a new password on an existing admin (and signs it out
 * everywhere). Takes a bare D1Database so the CLI (`npm run admin:create`), the seed and tests share
 * it. An address that belongs to a carrier or broker is refused rather than silently promoted.
 */
export async function createAdmin(
  d1: D1Database,
  input: CreateAdminInput,
  now = Date.now(),
): Promise<CreateAdminResult> {
  const parsed = credentialsSchema.safeParse(input);
  if (!parsed.success) throw new AdminCreationError(parsed.error.issues[0]?.message ?? "Invalid e-mail or password");
  const { email, password } = parsed.data;
  const passwordHash = await hashPassword(password);

  const db = createDb(d1);
  const existing = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(eq(users.email, email))
    .get();
  if (existing && existing.userType !== "admin") {
    throw new AdminCreationError(`${email} belongs to a ${existing.userType} account; it was not changed`);
  }

  const id = existing?.id ?? crypto.randomUUID();
  const audit = auditRecordBy(db, {
    action: existing ? "admin.password_set" : "admin.created",
    entityType: "user",
    entityId: id,
    actorUserId: null,
    details: { via: "server" },
    at: now,
  });

  if (existing) {
    await db.batch([
      db.update(users).set({ passwordHash, isAdmin: true, verified: true }).where(eq(users.id, id)),
      db.delete(sessions).where(eq(sessions.userId, id)),
      audit,
    ]);
    return { id, status: "updated" };
  }

  const at = new Date(now);
  await db.batch([
    db.insert(users).values({
      id,
      email,
      passwordHash,
      userType: "admin",
      isAdmin: true,
      verified: true,
      companyName: input.companyName?.trim() || "TrueRate",
      termsVersion: "1.0",
      termsAcceptedAt: at,
      privacyAcceptedAt: at,
      createdAt: at,
    }),
    audit,
  ]);
  return { id, status: "created" };
}
