import type { MiddlewareHandler } from "hono";
import { AppError } from "../core/errors";
import { createLogger } from "../core/logger";
import type { AppEnv } from "./types";

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{8,128}$/;

/** A request id (the caller's when well-formed), echoed in `X-Request-Id` and in every log line. */
export const requestContext: MiddlewareHandler<AppEnv> = async (c, next) => {
  const incoming = c.req.header("x-request-id");
  const requestId = incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : crypto.randomUUID();
  const logger = createLogger({ requestId });
  c.set("requestId", requestId);
  c.set("logger", logger);
  const started = Date.now();
  await next();
  c.res.headers.set("x-request-id", requestId);
  // Every answer, error and JSON included: no browser may read one as another type (HTML, script).
  c.res.headers.set("x-content-type-options", "nosniff");
  logger.info("request", {
    method: c.req.method,
    // The route pattern, not the path: paths can carry secrets (/api/reset-password/<token>).
    route: c.req.routePath,
    status: c.res.status,
    durationMs: Date.now() - started,
    // D1's own time for the SQL, where the route reports it: the rest of durationMs is the
    // round trip to the database and the request's own I/O.
    sqlMs: c.get("sqlMs"),
  });
};

const BODY_TYPES = ["application/json", "multipart/form-data", "application/x-www-form-urlencoded"];

/** A body in a type no route reads is refused up front with 415, rather than half-parsed. */
export const requireKnownBodyType: MiddlewareHandler<AppEnv> = async (c, next) => {
  const method = c.req.method;
  if (method === "POST" || method === "PUT" || method === "PATCH") {
    const length = c.req.header("content-length");
    const hasBody = (length !== undefined && length !== "0") || c.req.header("transfer-encoding") !== undefined;
    const type = (c.req.header("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (hasBody && !BODY_TYPES.includes(type)) {
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", "Content-Type must be application/json", {
        received: type || null,
      });
    }
  }
  await next();
};
