import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import {
  deleteThrottle,
  hasThrottleEventsSince,
  latestBlockedUntil,
  recordThrottleEvent,
} from "../../db/queries/throttles";
import { sha256Hex } from "./tokens";

const SECOND_MS = 1_000;
const MINUTE_MS = 60 * SECOND_MS;

/**
 * Backoff, not lockout: from the `waitFrom`-th event of a window on, each event makes the subject
 * wait `baseMs`, doubling per further event up to `maxMs`; the events before it cost nothing.
 * A subject quiet for `windowMs` (since its last event) starts over.
 */
export interface ThrottlePolicy {
  name: string;
  waitFrom: number;
  windowMs: number;
  baseMs: number;
  maxMs: number;
}

export const THROTTLES = {
  /**
   * Failed sign-ins for one account from one client address: the guesser's own address backs off
   * up to 15 minutes, while the owner elsewhere is not slowed by it.
   */
  signInPair: {
    name: "sign-in:pair",
    waitFrom: 6,
    // Longer than the longest wait, so waiting it out does not start the count over.
    windowMs: 60 * MINUTE_MS,
    baseMs: 2 * SECOND_MS,
    maxMs: 15 * MINUTE_MS,
  },
  /**
   * Failed sign-ins for one account from anywhere: slows guessing spread over many addresses. It
   * applies only to an address that has itself failed on the account, and never waits more than a
   * minute, so the right password from the owner's address is never locked out.
   */
  signInAccount: {
    name: "sign-in:account",
    waitFrom: 11,
    windowMs: 15 * MINUTE_MS,
    baseMs: SECOND_MS,
    maxMs: MINUTE_MS,
  },
  /** Failed sign-ins from one client address across accounts: an office behind one address waits seconds, not hours. */
  signInClient: { name: "sign-in:client", waitFrom: 21, windowMs: 15 * MINUTE_MS, baseMs: SECOND_MS, maxMs: MINUTE_MS },
  /** Reset e-mails per address: every request counts, whether the account exists or not. */
  resetEmail: { name: "reset:email", waitFrom: 5, windowMs: 60 * MINUTE_MS, baseMs: MINUTE_MS, maxMs: 60 * MINUTE_MS },
  /** Reset requests per client address: backoff past 20, capped at a minute (one office, one address). */
  resetClient: { name: "reset:client", waitFrom: 21, windowMs: 60 * MINUTE_MS, baseMs: SECOND_MS, maxMs: MINUTE_MS },
  /** Wrong codes per e-mail across resends (each code also allows only 5 tries). */
  verifyEmail: {
    name: "verify:email",
    waitFrom: 15,
    windowMs: 60 * MINUTE_MS,
    baseMs: 60 * MINUTE_MS,
    maxMs: 60 * MINUTE_MS,
  },
  /** Code resends per e-mail: one a minute, for every address alike, so the answer tells nothing. */
  resendEmail: { name: "resend:email", waitFrom: 1, windowMs: MINUTE_MS, baseMs: MINUTE_MS, maxMs: MINUTE_MS },
  /** Wrong admin sign-up codes per client address, and from everywhere together. */
  adminCodeClient: {
    name: "admin-code:client",
    waitFrom: 4,
    windowMs: 60 * MINUTE_MS,
    baseMs: 2 * SECOND_MS,
    maxMs: 60 * MINUTE_MS,
  },
  adminCodeAll: {
    name: "admin-code:all",
    waitFrom: 21,
    windowMs: 60 * MINUTE_MS,
    baseMs: SECOND_MS,
    maxMs: 5 * MINUTE_MS,
  },
  /** Registrations refused as taken (409) per client address: slows walking a list of addresses. */
  registerTaken: {
    name: "register-taken:client",
    waitFrom: 6,
    windowMs: 60 * MINUTE_MS,
    baseMs: 2 * SECOND_MS,
    maxMs: 30 * MINUTE_MS,
  },
  /**
   * Response links refused as forged from one client address. The links are signed, so guessing is
   * hopeless anyway; this keeps a script from making every attempt cost a verification and a query.
   * A broker's office behind one address waits seconds at worst, and a good link is never counted.
   */
  responseLinkClient: {
    name: "response-link:client",
    waitFrom: 21,
    windowMs: 15 * MINUTE_MS,
    baseMs: SECOND_MS,
    maxMs: MINUTE_MS,
  },
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
  const until = await latestBlockedUntil(ctx.db, { keys, now });
  if (until) throw tooManyRequests(until.getTime() - now);
}

/**
 * Counts one event in the subject's window, atomically (one upsert; SQLite's SET reads the old row),
 * and sets the wait the new count earns (doubling from `waitFrom` up to the cap, computed in SQL so parallel events cannot
 * both read the old count).
 */
export async function recordAttempt(ctx: ServiceContext, [policy, subject]: ThrottleSubject): Promise<void> {
  if (!subject) return;
  const now = ctx.now();
  await recordThrottleEvent(ctx.env.DB, { key: keyOf(policy, subject), now, ...policy });
}

/** Whether the subject has any event counted in its current window. (`window_started_at` holds the last event.) */
export async function hasRecentAttempts(ctx: ServiceContext, [policy, subject]: ThrottleSubject): Promise<boolean> {
  if (!subject) return false;
  return hasThrottleEventsSince(ctx.db, { key: keyOf(policy, subject), since: ctx.now() - policy.windowMs });
}

export async function recordAttempts(ctx: ServiceContext, subjects: ThrottleSubject[]): Promise<void> {
  for (const subject of subjects) await recordAttempt(ctx, subject);
}

export async function clearThrottle(ctx: ServiceContext, [policy, subject]: ThrottleSubject): Promise<void> {
  if (!subject) return;
  await deleteThrottle(ctx.db, keyOf(policy, subject));
}
