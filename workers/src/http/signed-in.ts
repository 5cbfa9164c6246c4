import type { MiddlewareHandler } from "hono";
import { requireAdmin, requireUser } from "./auth";
import type { AppEnv } from "./types";

/**
 * Route middleware of every signed-in operation. It runs before the body is validated, so a
 * signed-out caller gets 401 rather than a lesson in the schema. A subscription gate, when the
 * route needs one, goes right after it in the same `middleware` array.
 */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

/** For answers about one user's money or account: never stored by a shared cache or the browser. */
export const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header("cache-control", "no-store");
};

/** Route middleware of an administrators' operation: a non-admin is refused before the body is read. */
export const adminOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireAdmin(c);
  await next();
};
