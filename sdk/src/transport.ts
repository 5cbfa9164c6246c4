// The partner client's fetch: each request is authorized, sent, and sent again (an exact copy,
// headers and body, so a push keeps its Idempotency-Key) after a 429 or 503 as the retry policy
// says, or once more with a fresh token after a 401.
import { isRetryable, RETRY_DEFAULTS, type RetryOptions, retryDelayMs } from "./retry";

export type Fetch = (request: Request) => Promise<Response>;

export interface TransportOptions {
  fetch: Fetch;
  retry?: RetryOptions | undefined;
  /** The bearer token for a request (fetching one when none is current); null for the token request itself. */
  token(request: Request, options: { fresh: boolean }): Promise<string | null>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Frees a discarded answer's connection (undici keeps it busy until the body is read or cancelled). */
const discard = (response: Response) => response.body?.cancel().catch(() => undefined);

export function createTransport(options: TransportOptions): Fetch {
  const retry = { ...RETRY_DEFAULTS, ...options.retry };
  return async (request) => {
    let attempt = 1;
    let refreshed = false;
    for (;;) {
      // Each attempt sends a copy: the original's body stays unread for the next one.
      // (Typed as the global Request: Workers types give clone() a Cloudflare-specific generic.)
      const copy = request.clone() as Request;
      const token = await options.token(request, { fresh: false });
      if (token) copy.headers.set("authorization", `Bearer ${token}`);
      const response = await options.fetch(copy);
      // An expired or revoked token (a clock skew, a rotated signing key): once with a fresh one.
      if (response.status === 401 && token && !refreshed) {
        refreshed = true;
        await discard(response);
        await options.token(request, { fresh: true });
        continue;
      }
      if (!isRetryable(request, response.status)) return response;
      const delay = retryDelayMs(retry, attempt, response.headers.get("retry-after"), Date.now());
      if (delay === undefined) return response;
      await discard(response);
      await sleep(delay);
      attempt += 1;
    }
  };
}
