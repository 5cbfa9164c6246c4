import { describe, expect, it } from "vitest";
import { isRetryable, RETRY_DEFAULTS, retryAfterMs, retryDelayMs } from "./retry";

const NOW = Date.parse("2026-11-25T12:00:00Z");
const post = (path: string, headers: Record<string, string> = {}) =>
  new Request(`https://api.example${path}`, { method: "POST", headers });

describe("Retry-After", () => {
  it("reads delta-seconds and HTTP dates, and nothing else", () => {
    expect(retryAfterMs("7", NOW)).toBe(7000);
    expect(retryAfterMs(" 0 ", NOW)).toBe(0);
    expect(retryAfterMs("Wed, 25 Nov 2026 12:00:03 GMT", NOW)).toBe(3000);
    expect(retryAfterMs("Wed, 25 Nov 2026 11:59:00 GMT", NOW), "a date already past: at once").toBe(0);
    expect(retryAfterMs(null, NOW)).toBeUndefined();
    expect(retryAfterMs("soon", NOW)).toBeUndefined();
    expect(retryAfterMs("-3", NOW)).toBeUndefined();
  });
});

describe("the wait before a retry", () => {
  const options = { ...RETRY_DEFAULTS, maxAttempts: 4, baseDelayMs: 100, maxDelayMs: 10_000 };

  it("is what Retry-After asks", () => {
    expect(retryDelayMs(options, 1, "2", NOW)).toBe(2000);
    expect(retryDelayMs(options, 2, "Wed, 25 Nov 2026 12:00:05 GMT", NOW)).toBe(5000);
  });

  it("doubles from the base without Retry-After, the same every time", () => {
    expect([1, 2, 3].map((attempt) => retryDelayMs(options, attempt, null, NOW))).toEqual([100, 200, 400]);
    expect(retryDelayMs({ ...options, maxAttempts: 10 }, 9, null, NOW), "capped").toBe(10_000);
  });

  it("ends when the attempts are used up or the server asks for longer than the cap", () => {
    expect(retryDelayMs(options, 4, "1", NOW)).toBeUndefined();
    expect(retryDelayMs({ ...options, maxAttempts: 1 }, 1, "1", NOW)).toBeUndefined();
    expect(retryDelayMs(options, 1, "11", NOW)).toBeUndefined();
  });
});

describe("which answers are retried", () => {
  it("retries any 429, and a 503 only where repeating is safe", () => {
    expect(isRetryable(post("/api/v1/loads"), 429)).toBe(true);
    expect(isRetryable(post("/api/v1/loads"), 503), "a push without a key could be done twice").toBe(false);
    expect(isRetryable(post("/api/v1/loads", { "idempotency-key": "k" }), 503)).toBe(true);
    expect(isRetryable(post("/api/v1/rates/lookups"), 503)).toBe(true);
    expect(isRetryable(new Request("https://api.example/api/v1/loads/changes"), 503)).toBe(true);
    expect(isRetryable(post("/api/v1/webhooks/endpoints"), 503)).toBe(false);
    for (const status of [400, 401, 409, 500, 502, 504]) expect(isRetryable(post("/api/v1/loads"), status)).toBe(false);
  });
});
