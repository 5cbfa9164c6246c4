import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { updateUser } from "../../db/queries/accounts";
import { hashPassword, needsRehash, PASSWORD_PARAMETERS, verifyPassword } from "./password";
import { findUserByEmail, type UserRow } from "./queries";
import { createSession, type IssuedSession, revokeSession } from "./sessions";
import {
  assertNotThrottled,
  clearThrottle,
  hasRecentAttempts,
  recordAttempts,
  THROTTLES,
  type ThrottleSubject,
} from "./throttle";

export const SIGN_IN_FAILED_MESSAGE = "Invalid email or password";
export const VERIFY_FIRST_MESSAGE =
  "Please verify your email before logging in. Enter the 6-digit code we sent you, or request a new one.";

/** Never matches; an unknown e-mail still costs one full hash, so timing does not tell it apart. */
const UNKNOWN_USER_HASH = `${PASSWORD_PARAMETERS.algorithm}$${PASSWORD_PARAMETERS.iterations}$AAAAAAAAAAAAAAAAAAAAAA==$${"A".repeat(43)}=`;

export interface SignInInput {
  email: string;
  password: string;
  userAgent: string | null;
  /** The session the browser already holds, replaced by the new one (no session fixation). */
  previousSessionId: string | null;
}

/**
 * One generic failure for unknown e-mail and wrong password. Failures are counted per account and
 * address, per account and per address, each backing off (throttle.ts); the account-wide wait
 * applies only to an address that has failed on the account itself, so a guesser elsewhere never
 * locks the owner out. An unverified account is told so only after its password matched, so the
 * message reveals nothing to a guesser.
 */
export async function signIn(
  ctx: ServiceContext,
  input: SignInInput,
): Promise<{
  user: UserRow;
  session: IssuedSession;
}> {
  const byPair: ThrottleSubject = [THROTTLES.signInPair, ctx.clientIp ? `${input.email} ${ctx.clientIp}` : null];
  const byAccount: ThrottleSubject = [THROTTLES.signInAccount, input.email];
  const byClient: ThrottleSubject = [THROTTLES.signInClient, ctx.clientIp];
  const failedHere = !ctx.clientIp || (await hasRecentAttempts(ctx, byPair));
  await assertNotThrottled(ctx, failedHere ? [byPair, byAccount, byClient] : [byClient]);

  const user = await findUserByEmail(ctx, input.email);
  const matches = await verifyPassword(input.password, user?.passwordHash ?? UNKNOWN_USER_HASH);
  if (!user || !matches) {
    await recordAttempts(ctx, [byPair, byAccount, byClient]);
    throw new AppError("UNAUTHENTICATED", SIGN_IN_FAILED_MESSAGE);
  }
  if (!user.verified) {
    throw new AppError("FORBIDDEN", VERIFY_FIRST_MESSAGE, { needsVerification: true, email: user.email });
  }

  await clearThrottle(ctx, byPair);
  await clearThrottle(ctx, byAccount);
  if (needsRehash(user.passwordHash)) {
    await updateUser(ctx.db, { userId: user.id, changes: { passwordHash: await hashPassword(input.password) } });
  }
  if (input.previousSessionId) await revokeSession(ctx, { sessionId: input.previousSessionId });
  const session = await createSession(ctx, { userId: user.id, userAgent: input.userAgent });
  return { user, session };
}
