import type { FetchResult } from "@truerate/sdk";

/**
 * What a read or a check came to: its data, or the message the screen shows instead. The message
 * is docs/product.md's words for the screen (the API's problem, when it matters, is read with
 * `TrueRateApiError` before it gets here), so a loader's answer stays small and serializable.
 */
export type Result<T> = { ok: true; data: T } | { ok: false; message: string };

export function succeeded<T>(data: T): { ok: true; data: T } {
  return { ok: true, data };
}

export function failed(message: string): { ok: false; message: string } {
  return { ok: false, message };
}

/**
 * An SDK answer (`api.GET(...)` and the like) as a result: its data, `signedOut` for a 401 when
 * the screen says so, or `failure` for anything else that failed.
 */
export function resultOf<T>(answer: FetchResult<T>, failure: string, signedOut = failure): Result<T> {
  if (answer.response.status === 401) return failed(signedOut);
  return answer.data !== undefined && answer.response.ok ? succeeded(answer.data) : failed(failure);
}
