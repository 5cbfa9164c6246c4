import type { FieldErrors } from "./forms/field-errors";

/** Spec 000 §8: what a sign-in or other failure shows when the server gave no message. */
export const UNEXPECTED_ERROR = "An unexpected error occurred";

/** An API error as the portal uses it: the `application/problem+json` body, read defensively. */
export interface ApiProblem {
  status: number;
  code: string;
  message: string;
  fields: FieldErrors;
  details: Record<string, unknown>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function readFields(value: unknown): FieldErrors {
  if (!isRecord(value)) return {};
  const fields: FieldErrors = {};
  for (const [name, messages] of Object.entries(value)) {
    if (Array.isArray(messages)) fields[name] = messages.filter((item): item is string => typeof item === "string");
  }
  return fields;
}

/**
 * Reads a failed answer. The API answers problem+json; anything else (a proxy's HTML page, plain
 * text) becomes its text, or 'status: statusText' for server errors as spec 000 §8 words it.
 */
export async function readProblem(response: Response): Promise<ApiProblem> {
  return problemFromText(response, await response.text().catch(() => ""));
}

/** The problem of a failed SDK call: openapi-fetch has already read the body into `error`. */
export function problemOfSdkError(response: Response, error: unknown): ApiProblem {
  return problemFromText(response, typeof error === "string" ? error : JSON.stringify(error ?? null));
}

function problemFromText(response: Pick<Response, "status" | "statusText">, text: string): ApiProblem {
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  const fallback =
    response.status >= 500
      ? `${response.status}: ${response.statusText || "Server error"}`
      : text.trim().slice(0, 300) || UNEXPECTED_ERROR;
  if (!isRecord(body)) return { status: response.status, code: "UNKNOWN", message: fallback, fields: {}, details: {} };
  const details = isRecord(body.details) ? body.details : {};
  const message = [body.message, body.error, body.detail].find((item) => typeof item === "string" && item !== "");
  return {
    status: response.status,
    code: typeof body.code === "string" ? body.code : "UNKNOWN",
    message: typeof message === "string" ? message : fallback,
    fields: readFields(details.fields),
    details,
  };
}

/** A problem for a call that never got an answer (network failure, time-out). */
export function unreachableProblem(): ApiProblem {
  return { status: 503, code: "SERVICE_UNAVAILABLE", message: UNEXPECTED_ERROR, fields: {}, details: {} };
}
