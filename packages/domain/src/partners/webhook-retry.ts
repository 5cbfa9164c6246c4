// When a failed webhook delivery is tried again: a growing schedule that keeps trying for more
// than a day (27 h 35 min in all), so an endpoint down overnight still receives everything.

/** Seconds to wait after attempt 1, 2, … fails. Each is within the queue's 12-hour delay limit. */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [30, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const;

export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;

/** The delay before the next attempt after `attempts` failed ones, or null when it has run out. */
export function nextWebhookDelaySeconds(attempts: number): number | null {
  return WEBHOOK_RETRY_DELAYS_SECONDS[attempts - 1] ?? null;
}

/** The span of the whole schedule, in seconds. */
export const WEBHOOK_RETRY_SPAN_SECONDS = WEBHOOK_RETRY_DELAYS_SECONDS.reduce((total, delay) => total + delay, 0);
