import { emailField, passwordField } from "@truerate/domain/validation/account";
import { z } from "zod";
import type { ServiceContext } from "../../core/service-context";
import { accountRoleByEmail, insertUser, updateUser } from "../../db/queries/accounts";
import { auditRecordBy } from "../../db/queries/audit";
import { deleteSessionsOfUser } from "../../db/queries/sessions";
import { runBatch } from "../../db/run-batch";
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
 * everywhere). The CLI (`npm run admin:create`), the seed and tests call it with a context of their
 * own (no actor: the audit row names none). An address that belongs to a carrier or broker is refused rather than silently promoted.
 */
export async function createAdmin(ctx: ServiceContext, input: CreateAdminInput): Promise<CreateAdminResult> {
  const now = ctx.now();
  const parsed = credentialsSchema.safeParse(input);
  if (!parsed.success) throw new AdminCreationError(parsed.error.issues[0]?.message ?? "Invalid e-mail or password");
  const { email, password } = parsed.data;
  const passwordHash = await hashPassword(password);

  const db = ctx.db;
  const existing = await accountRoleByEmail(db, email);
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
    await runBatch(db, [
      updateUser(db, { userId: id, changes: { passwordHash, isAdmin: true, verified: true } }),
      deleteSessionsOfUser(db, id),
      audit,
    ]);
    return { id, status: "updated" };
  }

  const at = new Date(now);
  await runBatch(db, [
    insertUser(db, {
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
