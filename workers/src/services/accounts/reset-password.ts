import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { findUserByResetToken, resetPasswordStatements, updateUser } from "../../db/queries/accounts";
import { runStatements } from "../../db/run-batch";
import { auditRecordWhen } from "../audit/audit";
import { hashPassword } from "./password";
import { sha256Hex } from "./tokens";

export const RESET_MESSAGES = {
  invalid: "This password reset link is invalid or has already been used. Please request a new one.",
  expired: "This password reset link has expired. Please request a new one.",
  done: "Password reset successful. You can now log in with your new password.",
} as const;

/**
 * Sets a new password from an e-mailed link: single use (the token is cleared in the same statement
 * that checks it), one hour of life, and every session of the account is revoked with it. Following
 * the link proves the address, so an unverified account becomes verified.
 */
export async function resetPassword(ctx: ServiceContext, input: { token: string; password: string }): Promise<void> {
  const tokenHash = sha256Hex(input.token);
  const user = await findUserByResetToken(ctx.db, tokenHash);
  if (!user) throw new AppError("BAD_REQUEST", RESET_MESSAGES.invalid, { reason: "invalid" });

  if (!user.expiresAt || user.expiresAt.getTime() <= ctx.now()) {
    await updateUser(ctx.db, { userId: user.id, changes: { resetToken: null, resetTokenExpiry: null } });
    throw new AppError("BAD_REQUEST", RESET_MESSAGES.expired, { reason: "expired" });
  }

  const passwordHash = await hashPassword(input.password);
  // One batch: the update claims the token (of two parallel uses only one changes a row), and the
  // session revocation and audit row happen only if that update did (the new hash is unique).
  const [claimToken, revokeSessions] = resetPasswordStatements(ctx.env.DB, ctx.db, {
    userId: user.id,
    tokenHash,
    passwordHash,
  });
  const [claim] = await runStatements(ctx.env.DB, [
    claimToken,
    revokeSessions,
    auditRecordWhen(ctx, {
      entry: { action: "user.password_reset", entityType: "user", entityId: user.id, actorUserId: user.id },
      when: { sql: "EXISTS (SELECT 1 FROM users WHERE id = ? AND password_hash = ?)", params: [user.id, passwordHash] },
    }),
  ]);
  if (!claim?.meta.changes) throw new AppError("BAD_REQUEST", RESET_MESSAGES.invalid, { reason: "invalid" });
}
