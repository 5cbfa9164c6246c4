/** Cloudflare Queues refuse a retry delay above 12 hours; ours stays far below it. */
const MAX_DELAY_SECONDS = 600;
const FIRST_DELAY_SECONDS = 10;

/**
 * How long a failed message waits before its next delivery: 10 s, 20 s, 40 s, … capped at
 * 10 minutes. `attempts` is the queue's count for the delivery that failed (1 on the first);
 * a missing or nonsensical count is treated as the first attempt rather than producing NaN,
 * which the queue would refuse.
 */
export function retryDelaySeconds(attempts: number): number {
  const attempt = Number.isFinite(attempts) ? Math.max(1, Math.floor(attempts)) : 1;
  return Math.min(MAX_DELAY_SECONDS, FIRST_DELAY_SECONDS * 2 ** (attempt - 1));
}
