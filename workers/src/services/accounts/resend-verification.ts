import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { replaceVerificationCode } from "../../db/queries/accounts";
import { enqueueMail, verificationMail } from "./account-mail";
import { findUserByEmail } from "./queries";
import { assertNotThrottled, recordAttempt, THROTTLES, type ThrottleSubject, tooManyRequests } from "./throttle";
import { issueVerificationCode, VERIFICATION_RESEND_INTERVAL_MS } from "./verification-code";

export const RESEND_MESSAGE = "If this email is waiting for verification, a new code is on its way.";
const RESEND_TOO_SOON = "Please wait a minute before requesting another code.";

/**
 * Replaces the pending code with a fresh one (5 new tries, 15 new minutes), at most once a minute.
 * Every address is answered alike, known or not: the once-a-minute limit counts requests per
 * address whether an account waits there or not, so a 429 reveals nothing; unknown and verified
 * addresses get no e-mail.
 */
export async function resendVerification(ctx: ServiceContext, input: { email: string }): Promise<void> {
  const perAddress: ThrottleSubject = [THROTTLES.resendEmail, input.email];
  try {
    await assertNotThrottled(ctx, [perAddress]);
  } catch (error) {
    if (error instanceof AppError)
      throw tooManyRequests(Number(error.details?.retryAfterSeconds) * 1000, RESEND_TOO_SOON);
    throw error;
  }
  await recordAttempt(ctx, perAddress);

  const user = await findUserByEmail(ctx, input.email);
  if (!user || user.verified) return;
  const now = ctx.now();

  const code = issueVerificationCode(user.id, now);
  // The interval is part of the condition, so two parallel requests cannot both send.
  const updated = await replaceVerificationCode(ctx.db, {
    userId: user.id,
    changes: {
      verificationCode: code.hash,
      verificationCodeExpiry: code.expiresAt,
      verificationAttempts: 0,
      verificationSentAt: new Date(now),
    },
    sentBefore: now - VERIFICATION_RESEND_INTERVAL_MS,
  });
  // A code sent within the minute (at registration, or by a racing request) is not sent again.
  if (updated.length === 0) return;

  await enqueueMail(ctx, verificationMail({ to: user.email, code: code.code, userId: user.id, issuedAt: now }));
}
