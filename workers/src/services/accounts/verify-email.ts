import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { moveToPendingEmail, reserveVerificationAttempt, updateUser } from "../../db/queries/accounts";
import { runBatch } from "../../db/run-batch";
import { auditEntry } from "../audit/audit";
import { notifyMembersOfJoinRequest } from "../brokerages/join-request-mail";
import { emailChangedMail, enqueueMail, welcomeMail } from "./account-mail";
import { conflictFromConstraint } from "./conflicts";
import { findUserByEmail, findUserById, findUserByPendingEmail, type UserRow } from "./queries";
import { createSession, type IssuedSession } from "./sessions";
import { assertNotThrottled, recordAttempt, THROTTLES, type ThrottleSubject } from "./throttle";
import { VERIFICATION_MAX_ATTEMPTS, verificationCodeMatches } from "./verification-code";

export const VERIFY_MESSAGES = {
  invalid: "Invalid verification code",
  expired: "Verification code has expired. Please request a new code.",
  exhausted: "Too many incorrect attempts. Please request a new code.",
  alreadyVerified: "This email is already verified. Please log in.",
} as const;

type Failure = keyof typeof VERIFY_MESSAGES;

const refuse = (reason: Failure, extra: Record<string, unknown> = {}) =>
  new AppError(reason === "alreadyVerified" ? "CONFLICT" : "BAD_REQUEST", VERIFY_MESSAGES[reason], {
    reason,
    fields: { verificationCode: [VERIFY_MESSAGES[reason]] },
    ...extra,
  });

/**
 * Checks an e-mailed code: at most 5 tries per code (a try is reserved atomically before comparing,
 * so parallel guesses cannot exceed it), 15 minutes of life. Success verifies the address, signs the
 * user in (the next screen is /subscription, a signed-in page) and sends the welcome e-mail.
 */
export async function verifyEmail(
  ctx: ServiceContext,
  { input, userAgent }: { input: { email: string; verificationCode: string }; userAgent: string | null },
): Promise<{ user: UserRow; session: IssuedSession }> {
  const throttle: ThrottleSubject = [THROTTLES.verifyEmail, input.email];
  await assertNotThrottled(ctx, [throttle]);
  const now = ctx.now();

  const user = (await findUserByEmail(ctx, input.email)) ?? (await findUserByPendingEmail(ctx, input.email));
  if (!user) {
    await recordAttempt(ctx, throttle);
    throw refuse("invalid");
  }
  // A new address of a verified account (profile e-mail change) is proven with the same code screen.
  const changingEmail = user.pendingEmail === input.email;
  if (user.verified && !changingEmail) throw refuse("alreadyVerified");

  const reserved = await reserveVerificationAttempt(ctx.db, {
    userId: user.id,
    pendingEmail: changingEmail ? input.email : null,
    maxAttempts: VERIFICATION_MAX_ATTEMPTS,
  });
  if (!reserved?.codeHash) throw refuse("exhausted", { attemptsRemaining: 0 });
  if (!reserved.expiresAt || reserved.expiresAt.getTime() <= now) throw refuse("expired");

  if (!verificationCodeMatches(user.id, input.verificationCode, reserved.codeHash)) {
    await recordAttempt(ctx, throttle);
    throw refuse("invalid", { attemptsRemaining: Math.max(0, VERIFICATION_MAX_ATTEMPTS - reserved.attempts) });
  }

  if (changingEmail) return moveToNewEmail(ctx, user, input.email, userAgent);
  await runBatch(ctx.db, [
    updateUser(ctx.db, {
      userId: user.id,
      changes: { verified: true, verificationCode: null, verificationCodeExpiry: null, verificationAttempts: 0 },
    }),
    auditEntry(ctx, { action: "user.verified", userId: user.id, actorUserId: user.id }),
  ]);
  const session = await createSession(ctx, { userId: user.id, userAgent });
  await enqueueMail(ctx, welcomeMail({ to: user.email, userId: user.id, appOrigin: ctx.config.APP_ORIGIN }));
  // A broker's request to join an existing brokerage reaches its members once the address is proven.
  if (user.pendingBrokerageId) await notifyMembersOfJoinRequest(ctx, user.id);
  const verified = await findUserById(ctx, user.id);
  return { user: verified ?? { ...user, verified: true }, session };
}

/** The proven new address replaces the old one, which is told; the account stays verified. */
async function moveToNewEmail(
  ctx: ServiceContext,
  user: UserRow,
  newEmail: string,
  userAgent: string | null,
): Promise<{ user: UserRow; session: IssuedSession }> {
  const changedAt = ctx.now();
  try {
    await runBatch(ctx.db, [
      moveToPendingEmail(ctx.db, { userId: user.id, newEmail }),
      auditEntry(ctx, { action: "user.email_changed", userId: user.id, actorUserId: user.id }),
    ]);
  } catch (error) {
    throw conflictFromConstraint(error) ?? error;
  }
  await enqueueMail(ctx, emailChangedMail({ to: user.email, newEmail, userId: user.id, changedAt }));
  const session = await createSession(ctx, { userId: user.id, userAgent });
  const moved = await findUserById(ctx, user.id);
  return { user: moved ?? { ...user, email: newEmail, pendingEmail: null }, session };
}
