import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { ConfigurationError } from "../core/env";
import { AppError, type ErrorCode } from "../core/errors";
import { describeError } from "../core/logger";
import { validationError } from "../core/validation-errors";
import { requestContext, requireKnownBodyType } from "./middleware";
import { problemResponse } from "./problem";
import type { AppEnv } from "./types";

export type App = OpenAPIHono<AppEnv>;

/** The API application with its cross-cutting behaviour; `buildApi()` in ../api.ts registers every route. */
export function createApp(): App {
  const app = new OpenAPIHono<AppEnv>({
    // Every zod failure of every route answers the same 400 problem, headed by docs/product.md's message.
    defaultHook: (result, c) => {
      if (!result.success) return problemResponse(c, validationError(result.error));
    },
  });

  app.use("*", requestContext);
  app.use("/api/*", requireKnownBodyType);

  // Every unmatched path and method answers a 404 problem (Hono has no 405; an unknown method on a
  // known path is no route either). Dot segments are normalised, not refused: the runtime's URL
  // parser (WHATWG) resolves `.`, `..` and their %2e spellings before the worker sees the path, so
  // /api/loads/../../etc/passwd arrives as /etc/passwd; the API reads no files, and answers the
  // normalised path like any other. Empty and odd segments (/api/reset-password/....//....//)
  // match no route. workers/test/suites/fuzz.test.ts keeps these closed.
  app.notFound(notFoundProblem);

  app.onError((error, c) => {
    if (error instanceof AppError) return problemResponse(c, error);
    if (error instanceof HTTPException && error.status < 500) return problemResponse(c, fromHttpException(error));
    c.get("logger")?.error("unhandled_error", describeError(error));
    const message =
      error instanceof ConfigurationError ? "The service is misconfigured" : "An unexpected error occurred";
    return problemResponse(c, new AppError("INTERNAL_ERROR", message));
  });

  return app;
}

/** The answer to a path and method no route has; apps that mount the API's routes answer it too. */
export function notFoundProblem(c: Context<AppEnv>): Response {
  return problemResponse(c, new AppError("NOT_FOUND", `No API route matches ${c.req.method} ${c.req.path}`));
}

/** Hono's own 4xx (malformed JSON, bad form data) in the API's shape. */
function fromHttpException(error: HTTPException): AppError {
  const malformed = /malformed json/i.test(error.message);
  const code: ErrorCode = malformed
    ? "MALFORMED_JSON"
    : error.status === 413
      ? "PAYLOAD_TOO_LARGE"
      : error.status === 415
        ? "UNSUPPORTED_MEDIA_TYPE"
        : "BAD_REQUEST";
  const message = malformed ? "The request body is not valid JSON" : error.message || "Bad request";
  return new AppError(code, message);
}
