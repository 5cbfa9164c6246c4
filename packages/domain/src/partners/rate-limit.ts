// Per-client request limits: fixed one-minute windows, reported with the IETF RateLimit headers
// (draft-ietf-httpapi-ratelimit-headers) and Retry-After on a 429.

export const RATE_WINDOW_SECONDS = 60;

export interface RateDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window resets (at least 1). */
  resetSeconds: number;
}

export function windowStart(now: number): number {
  return Math.floor(now / (RATE_WINDOW_SECONDS * 1000)) * RATE_WINDOW_SECONDS * 1000;
}

/** `count` is this request's number within the window, itself included. */
export function decide(count: number, limit: number, now: number): RateDecision {
  const resetMs = windowStart(now) + RATE_WINDOW_SECONDS * 1000 - now;
  return {
    allowed: count <= limit,
    limit,
    remaining: Math.max(0, limit - count),
    resetSeconds: Math.max(1, Math.ceil(resetMs / 1000)),
  };
}

export function rateLimitHeaders(decision: RateDecision): Record<string, string> {
  const headers: Record<string, string> = {
    "RateLimit-Policy": `"per-client";q=${decision.limit};w=${RATE_WINDOW_SECONDS}`,
    RateLimit: `"per-client";r=${decision.remaining};t=${decision.resetSeconds}`,
  };
  if (!decision.allowed) headers["Retry-After"] = String(decision.resetSeconds);
  return headers;
}
