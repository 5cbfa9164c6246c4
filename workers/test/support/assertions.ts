import { expect } from "vitest";
import type { CallResponse } from "./call";

/** A problem+json answer with the given status, code and (when given) the exact message. */
export function expectProblem(response: CallResponse, status: number, code: string, message?: string) {
  expect(response.status, response.describe).toBe(status);
  expect(response.headers.get("content-type"), response.describe).toContain("application/problem+json");
  expect(response.body?.code, response.describe).toBe(code);
  if (message !== undefined) expect(response.body?.message, response.describe).toBe(message);
}

/** A 400 whose field errors name `field` with exactly `message`. */
export function expectFieldError(response: CallResponse, field: string, message: string) {
  expectProblem(response, 400, "VALIDATION_FAILED");
  expect(response.body?.details?.fields?.[field], response.describe).toContain(message);
}

/** A 429 with a Retry-After header in whole seconds. */
export function expectThrottled(response: CallResponse): number {
  expectProblem(response, 429, "TOO_MANY_REQUESTS");
  const retryAfter = Number(response.headers.get("retry-after"));
  expect(Number.isInteger(retryAfter) && retryAfter > 0, `Retry-After of ${response.describe}`).toBe(true);
  return retryAfter;
}

/** The body without the per-request id, to compare two answers for sameness. */
export function withoutRequestId(response: CallResponse): unknown {
  if (typeof response.body !== "object" || response.body === null) return response.body;
  const { requestId: _omitted, ...rest } = response.body;
  return rest;
}
