import type { ServiceContext } from "../../core/service-context";
import { updateUser } from "../../db/queries/accounts";
import { enqueueMail, passwordResetMail, RESET_LINK_TTL_MINUTES } from "./account-mail";
import { findUserByEmail } from "./queries";
import { assertNotThrottled, recordAttempts, THROTTLES, type ThrottleSubject } from "./throttle";
import { randomUrlToken, sha256Hex } from "./tokens";

export const RESET_REQUEST_MESSAGE =
  "If an account exists for this email, we have sent a link to reset its password. Please check your inbox.";

/**
 * Answers the same, in the same time, whether or not the address has an account: the lookup, the
 * token and the e-mail happen after the response. Requests are counted per address and per client
 * either way, so the 429 reveals nothing either.
 */
export async function requestPasswordReset(ctx: ServiceContext, input: { email: string }): Promise<void> {
  const subjects: ThrottleSubject[] = [
    [THROTTLES.resetEmail, input.email],
    [THROTTLES.resetClient, ctx.clientIp],
  ];
  await assertNotThrottled(ctx, subjects);
  await recordAttempts(ctx, subjects);
  ctx.waitUntil(issueResetToken(ctx, input.email));
}

async function issueResetToken(ctx: ServiceContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx, email);
  if (!user) return;
  const now = ctx.now();
  const token = randomUrlToken();
  // A new request replaces the previous link: only the newest one works.
  await updateUser(ctx.db, {
    userId: user.id,
    changes: { resetToken: sha256Hex(token), resetTokenExpiry: new Date(now + RESET_LINK_TTL_MINUTES * 60_000) },
  });
  const link = `${ctx.config.APP_ORIGIN}/reset-password/${token}`;
  await enqueueMail(ctx, passwordResetMail({ to: user.email, link, userId: user.id, issuedAt: now }));
}
