import type { Context } from "hono";
import type { AppError } from "../core/errors";
import type { AppEnv } from "./types";

export const PROBLEM_CONTENT_TYPE = "application/problem+json";
const UNAVAILABLE_RETRY_SECONDS = 30;

/** Turns an AppError into the one error shape of the API (RFC 9457 plus `code`, `message`, `details`). */
export function problemResponse(c: Context<AppEnv>, error: AppError): Response {
  const body = {
    type: `https://truerate.app/problems/${error.code.toLowerCase().replaceAll("_", "-")}`,
    title: error.code,
    status: error.status,
    detail: error.message,
    code: error.code,
    message: error.message,
    // The earlier product's clients read `error`; keep it so their wording still shows.
    error: error.message,
    ...(error.details ? { details: error.details } : {}),
    requestId: c.get("requestId"),
  };
  const headers = new Headers({ "content-type": PROBLEM_CONTENT_TYPE, ...error.headers });
  // A 503 says when to come back (RFC 9110 §10.2.3), so a client that retries waits rather than guesses.
  if (error.status === 503 && !headers.has("retry-after"))
    headers.set("retry-after", String(UNAVAILABLE_RETRY_SECONDS));
  return new Response(JSON.stringify(body), { status: error.status, headers });
}
