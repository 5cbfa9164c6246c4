import { emailField, passwordField } from "@truerate/domain/validation/account";
import { z } from "zod";
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
  db: D1Database,
  input: CreateAdminInput,
  now = Date.now(),
): Promise<CreateAdminResult> {
  const parsed = credentialsSchema.safeParse(input);
  if (!parsed.success) throw new AdminCreationError(parsed.error.issues[0]?.message ?? "Invalid e-mail or password");
  const { email, password } = parsed.data;
  const passwordHash = await hashPassword(password);

  const existing = await db
    .prepare("SELECT id, user_type AS userType FROM users WHERE email = ?1")
    .bind(email)
    .first<{ id: string; userType: string }>();
  if (existing && existing.userType !== "admin") {
    throw new AdminCreationError(`${email} belongs to a ${existing.userType} account; it was not changed`);
  }

  const id = existing?.id ?? crypto.randomUUID();
  const audit = db
    .prepare(
      `INSERT INTO audit_log (id, actor_user_id, action, entity_type, entity_id, details, created_at)
       VALUES (?1, NULL, ?2, 'user', ?3, '{"via":"server"}', ?4)`,
    )
    .bind(crypto.randomUUID(), existing ? "admin.password_set" : "admin.created", id, now);

  if (existing) {
    await db.batch([
      db
        .prepare("UPDATE users SET password_hash = ?2, is_admin = 1, verified = 1 WHERE id = ?1")
        .bind(id, passwordHash),
      db.prepare("DELETE FROM sessions WHERE user_id = ?1").bind(id),
      audit,
    ]);
    return { id, status: "updated" };
  }

  await db.batch([
    db
      .prepare(
        `INSERT INTO users (id, email, password_hash, user_type, is_admin, verified, company_name, terms_version,
           terms_accepted_at, privacy_accepted_at, created_at)
         VALUES (?1, ?2, ?3, 'admin', 1, 1, ?4, '1.0', ?5, ?5, ?5)`,
      )
      .bind(id, email, passwordHash, input.companyName?.trim() || "TrueRate", now),
    audit,
  ]);
  return { id, status: "created" };
}
