import type { components } from "./generated/schema";
import { retryAfterMs } from "./retry";

export type Problem = components["schemas"]["Problem"];
export type ProblemCode = Problem["code"];

/** Field path → messages, as the API reports a failed form in `details.fields`. */
export type FieldErrors = Record<string, string[]>;

/** An answer that is not the API's problem shape, e.g. an HTML error page from a proxy. */
export const UNEXPECTED_RESPONSE = "UNEXPECTED_RESPONSE";

const isProblem = (body: unknown): body is Problem =>
  typeof body === "object" &&
  body !== null &&
  typeof (body as Partial<Problem>).code === "string" &&
  typeof (body as Partial<Problem>).message === "string";

/**
 * The server's own words in a JSON body that is not a full problem (a gateway, an older service):
 * its `message`, else its `error`, as docs/product.md's failure toasts read them.
 */
function serverMessageOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { message, error } = body as { message?: unknown; error?: unknown };
  return [message, error].find((text): text is string => typeof text === "string" && text.trim() !== "");
}

/**
 * The query-error wording for an answer without the problem shape: 'status: statusText' from 500
 * up, 'status: body' below (a proxy's or an edge's text, cut short).
 */
function unexpectedMessage(response: Response, body: unknown): string {
  const text = typeof body === "string" ? body.trim().slice(0, 300) : "";
  if (response.status < 500 && text) return `${response.status}: ${text}`;
  return `${response.status}: ${response.statusText || "Server error"}`;
}

/**
 * A non-2xx answer of the API, carrying its `application/problem+json` fields, so callers can
 * switch on `code`, show `message` (docs/product.md's wording) and put `fieldErrors` next to inputs.
 */
export class TrueRateApiError extends Error {
  override name = "TrueRateApiError";
  readonly status: number;
  readonly code: ProblemCode | typeof UNEXPECTED_RESPONSE;
  readonly details: Record<string, unknown> | undefined;
  /** The id the API logged this request under: quote it when reporting a problem. */
  readonly requestId: string | undefined;
  /** The message is the server's own, not a description of an unexpected answer. */
  readonly fromServer: boolean;
  /** When to try again (429, 503), from `Retry-After`: after the client's own retries gave up. */
  readonly retryAfterSeconds: number | undefined;

  constructor(response: Response, body: unknown) {
    const problem = isProblem(body) ? body : undefined;
    const serverMessage = problem?.message || serverMessageOf(body);
    super(serverMessage ?? unexpectedMessage(response, body));
    this.fromServer = serverMessage !== undefined;
    this.status = response.status;
    this.code = problem?.code ?? UNEXPECTED_RESPONSE;
    this.details = problem?.details;
    this.requestId = problem?.requestId ?? response.headers.get("x-request-id") ?? undefined;
    const retryAfter = retryAfterMs(response.headers.get("retry-after"), Date.now());
    this.retryAfterSeconds = retryAfter === undefined ? undefined : Math.ceil(retryAfter / 1000);
  }

  /** The per-field messages of a validation failure; empty for other errors. */
  get fieldErrors(): FieldErrors {
    const fields = this.details?.fields;
    if (typeof fields !== "object" || fields === null) return {};
    const entries = Object.entries(fields).filter(
      (entry): entry is [string, string[]] =>
        Array.isArray(entry[1]) && entry[1].every((message) => typeof message === "string"),
    );
    return Object.fromEntries(entries);
  }
}

/** The shape of every openapi-fetch answer: data on success, the parsed error body otherwise. */
export interface FetchResult<Data> {
  data?: Data;
  error?: unknown;
  response: Response;
}

/** The data of a successful answer; a `TrueRateApiError` for any other. */
export async function unwrap<Data>(pending: Promise<FetchResult<Data>>): Promise<Data> {
  const { data, error, response } = await pending;
  if (!response.ok || error !== undefined) throw new TrueRateApiError(response, error);
  // openapi-fetch leaves data undefined only for empty (204) answers, whose Data type is empty too.
  return data as Data;
}
