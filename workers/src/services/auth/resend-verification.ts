import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { ServiceContext } from "../../core/service-context";
import { users } from "../../db/schema";
import { findUserByEmail } from "../users/queries";
import { enqueueMail, verificationMail } from "./account-mail";
import { tooManyRequests } from "./throttle";
import { issueVerificationCode, VERIFICATION_RESEND_INTERVAL_MS } from "./verification-code";

export const RESEND_MESSAGE = "If this email is waiting for verification, a new code is on its way.";
const RESEND_TOO_SOON = "Please wait a minute before requesting another code.";

/**
 * Replaces the pending code with a fresh one (5 new tries, 15 new minutes), at most once a minute.
 * Unknown and already verified addresses get the same answer and no e-mail.
 */
export async function resendVerification({
  ctx,
  input,
}: {
  ctx: ServiceContext;
  input: { email: string };
}): Promise<void> {
  const user = await findUserByEmail(ctx, input.email);
  if (!user || user.verified) return;

  const now = ctx.now();
  const earliest = (user.verificationSentAt?.getTime() ?? 0) + VERIFICATION_RESEND_INTERVAL_MS;
  if (now < earliest) throw tooManyRequests(earliest - now, RESEND_TOO_SOON);

  const code = issueVerificationCode(user.id, now);
  // The interval is part of the condition, so two parallel requests cannot both send.
  const updated = await ctx.db
    .update(users)
    .set({
      verificationCode: code.hash,
      verificationCodeExpiry: code.expiresAt,
      verificationAttempts: 0,
      verificationSentAt: new Date(now),
    })
    .where(
      and(
        eq(users.id, user.id),
        or(
          isNull(users.verificationSentAt),
          lte(users.verificationSentAt, new Date(now - VERIFICATION_RESEND_INTERVAL_MS)),
        ),
      ),
    )
    .returning({ id: users.id });
  if (updated.length === 0) throw tooManyRequests(VERIFICATION_RESEND_INTERVAL_MS, RESEND_TOO_SOON);

  await enqueueMail(ctx, verificationMail({ to: user.email, code: code.code, userId: user.id, issuedAt: now }));
}
