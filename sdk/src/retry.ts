// When and how long to wait before sending a request again. The API answers 429 (rate limit) and
// 503 (briefly unavailable) with `Retry-After`; both mean the request was not carried out, so the
// same request (with the same Idempotency-Key, for a push) may be sent again.

export interface RetryOptions {
  /** Attempts in all, the first included; 1 turns retries off. Default 3. */
  maxAttempts?: number;
  /** The longest wait before one retry, whatever `Retry-After` says; longer asks end the retries. Default 60 s. */
  maxDelayMs?: number;
  /** Without `Retry-After`: this, doubled at each retry (500 ms, 1 s, 2 s, …). Default 500 ms. */
  baseDelayMs?: number;
}

export const RETRY_DEFAULTS: Required<RetryOptions> = { maxAttempts: 3, maxDelayMs: 60_000, baseDelayMs: 500 };

/** POSTs that read and change nothing, so a 503 may be retried without a key. */
const READ_ONLY_POSTS = [
  "/api/v1/rates/lookups",
  "/api/v1/rates/history",
  "/api/v1/brokers/scores",
  "/api/v1/oauth/token",
];
const IDEMPOTENT_METHODS = ["GET", "HEAD", "OPTIONS", "PUT", "DELETE"];

/**
 * A 429 is refused before any work, so any request may go again. A 503 may come from a request
 * cut short, so only one that is safe to repeat: an idempotent method, a read-only POST, or a
 * request carrying an Idempotency-Key (the API answers its repeat with the first answer).
 */
export function isRetryable(request: Request, status: number): boolean {
  if (status === 429) return true;
  if (status !== 503) return false;
  return (
    IDEMPOTENT_METHODS.includes(request.method) ||
    READ_ONLY_POSTS.some((path) => new URL(request.url).pathname.endsWith(path)) ||
    request.headers.has("idempotency-key")
  );
}

/** `Retry-After` in milliseconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now: number): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  if (/^\s*\d+\s*$/.test(value)) return Number(value) * 1000;
  // An HTTP date names its day and zone; Date.parse alone would take "-3" for a year.
  if (!/[a-z]/i.test(value)) return undefined;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * How long to wait before attempt `attempt + 1` (`attempt` ≥ 1 already made), or undefined when
 * there should be no further attempt: attempts used up, or the server asks for longer than the cap.
 */
export function retryDelayMs(
  options: Required<RetryOptions>,
  attempt: number,
  retryAfter: string | null,
  now: number,
): number | undefined {
  if (attempt >= options.maxAttempts) return undefined;
  const asked = retryAfterMs(retryAfter, now);
  const delay = asked ?? options.baseDelayMs * 2 ** (attempt - 1);
  if (asked !== undefined && asked > options.maxDelayMs) return undefined;
  return Math.min(delay, options.maxDelayMs);
}
