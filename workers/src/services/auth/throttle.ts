import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { sha256Hex } from "./tokens";

const MINUTE_MS = 60_000;

/** At most `limit` counted events per `windowMs`; reaching it blocks the subject for `blockMs`. */
export interface ThrottlePolicy {
  name: string;
  limit: number;
  windowMs: number;
  blockMs: number;
}

export const THROTTLES = {
  /** Failed sign-ins for one e-mail: slows password guessing against one account. */
  signInEmail: { name: "sign-in:email", limit: 5, windowMs: 15 * MINUTE_MS, blockMs: 15 * MINUTE_MS },
  /** Failed sign-ins from one client address: slows credential stuffing across accounts. */
  signInClient: { name: "sign-in:client", limit: 20, windowMs: 15 * MINUTE_MS, blockMs: 15 * MINUTE_MS },
  /** Reset e-mails per address and per client: every request counts, whether the account exists or not. */
  resetEmail: { name: "reset:email", limit: 5, windowMs: 60 * MINUTE_MS, blockMs: 60 * MINUTE_MS },
  resetClient: { name: "reset:client", limit: 20, windowMs: 60 * MINUTE_MS, blockMs: 60 * MINUTE_MS },
  /** Wrong codes per e-mail across resends (each code also allows only 5 tries). */
  verifyEmail: { name: "verify:email", limit: 15, windowMs: 60 * MINUTE_MS, blockMs: 60 * MINUTE_MS },
} as const satisfies Record<string, ThrottlePolicy>;

export type ThrottleSubject = [policy: ThrottlePolicy, subject: string | null];

/** Keys hold a hash, so the table stores no e-mail address or IP in clear. */
const keyOf = (policy: ThrottlePolicy, subject: string) => `${policy.name}:${sha256Hex(subject.toLowerCase())}`;

export function tooManyRequests(retryAfterMs: number, message?: string): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} seconds` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return new AppError(
    "TOO_MANY_REQUESTS",
    message ?? `Too many attempts. Please try again in ${wait}.`,
    { retryAfterSeconds: seconds },
    { "retry-after": String(seconds) },
  );
}

/** Throws 429 with Retry-After while any of the subjects is blocked. A null subject is skipped. */
export async function assertNotThrottled(ctx: ServiceContext, subjects: ThrottleSubject[]): Promise<void> {
  const keys = subjects.flatMap(([policy, subject]) => (subject ? [keyOf(policy, subject)] : []));
  if (keys.length === 0) return;
  const now = ctx.now();
  const placeholders = keys.map((_, index) => `?${index + 2}`).join(", ");
  const row = await ctx.env.DB.prepare(
    `SELECT MAX(blocked_until) AS until FROM auth_throttles WHERE blocked_until > ?1 AND key IN (${placeholders})`,
  )
    .bind(now, ...keys)
    .first<{ until: number | null }>();
  if (row?.until) throw tooManyRequests(row.until - now);
}

/**
 * Counts one event in the subject's window, atomically (one upsert; SQLite's SET reads the old row),
 * and starts a block when the count reaches the limit.
 */
export async function recordAttempt(ctx: ServiceContext, [policy, subject]: ThrottleSubject): Promise<void> {
  if (!subject) return;
  const now = ctx.now();
  await ctx.env.DB.prepare(
    `INSERT INTO auth_throttles (key, failures, window_started_at, blocked_until)
     VALUES (?1, 1, ?2, CASE WHEN ?3 <= 1 THEN ?2 + ?5 END)
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN window_started_at <= ?2 - ?4 THEN 1 ELSE failures + 1 END,
       window_started_at = CASE WHEN window_started_at <= ?2 - ?4 THEN ?2 ELSE window_started_at END,
       blocked_until = CASE
         WHEN (CASE WHEN window_started_at <= ?2 - ?4 THEN 1 ELSE failures + 1 END) >= ?3 THEN ?2 + ?5
         ELSE blocked_until END`,
  )
    .bind(keyOf(policy, subject), now, policy.limit, policy.windowMs, policy.blockMs)
    .run();
}

export async function recordAttempts(ctx: ServiceContext, subjects: ThrottleSubject[]): Promise<void> {
  for (const subject of subjects) await recordAttempt(ctx, subject);
}

export async function clearThrottle(ctx: ServiceContext, [policy, subject]: ThrottleSubject): Promise<void> {
  if (!subject) return;
  await ctx.env.DB.prepare("DELETE FROM auth_throttles WHERE key = ?1").bind(keyOf(policy, subject)).run();
}
