import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { verifyPassword } from "./password";
import type { UserRow } from "./queries";
import { assertNotThrottled, recordAttempts, THROTTLES, type ThrottleSubject } from "./throttle";

export const CONFIRM_PASSWORD_MESSAGES = {
  required: "Enter your current password to confirm this change",
  wrong: "The current password is incorrect",
} as const;

/**
 * The current password, asked before a change a stolen session must not make alone (the sign-in
 * address, deleting the account). Wrong passwords count like failed sign-ins of the account.
 */
export async function confirmCurrentPassword(
  ctx: ServiceContext,
  { user, password }: { user: Pick<UserRow, "email" | "passwordHash">; password: string | undefined },
): Promise<void> {
  if (!password) {
    throw new AppError("VALIDATION_FAILED", CONFIRM_PASSWORD_MESSAGES.required, {
      fields: { currentPassword: [CONFIRM_PASSWORD_MESSAGES.required] },
    });
  }
  const subjects: ThrottleSubject[] = [
    [THROTTLES.signInPair, ctx.clientIp ? `${user.email} ${ctx.clientIp}` : null],
    [THROTTLES.signInAccount, user.email],
  ];
  await assertNotThrottled(ctx, subjects);
  if (!(await verifyPassword(password, user.passwordHash))) {
    await recordAttempts(ctx, subjects);
    throw new AppError("FORBIDDEN", CONFIRM_PASSWORD_MESSAGES.wrong, {
      fields: { currentPassword: [CONFIRM_PASSWORD_MESSAGES.wrong] },
    });
  }
}
