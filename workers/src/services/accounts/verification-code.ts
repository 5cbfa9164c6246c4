import { randomVerificationCode, secretsEqual, sha256Hex } from "./tokens";

export const VERIFICATION_CODE_TTL_MS = 15 * 60_000;
export const VERIFICATION_MAX_ATTEMPTS = 5;
export const VERIFICATION_RESEND_INTERVAL_MS = 60_000;

/**
 * A code is stored as SHA-256 of user id and code. Six digits alone could be reversed from a leaked
 * table in a moment; the per-user prefix stops one precomputed table serving every row, and the
 * 15-minute life and 5 tries bound what a leak would be worth.
 */
export const hashVerificationCode = (userId: string, code: string) => sha256Hex(`${userId}:${code}`);

export function issueVerificationCode(userId: string, now: number) {
  const code = randomVerificationCode();
  return { code, hash: hashVerificationCode(userId, code), expiresAt: new Date(now + VERIFICATION_CODE_TTL_MS) };
}

export const verificationCodeMatches = (userId: string, code: string, storedHash: string) =>
  secretsEqual(hashVerificationCode(userId, code), storedHash);
