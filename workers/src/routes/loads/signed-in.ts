import type { MiddlewareHandler } from "hono";
import { requireUser } from "../../http/auth";
import type { AppEnv } from "../../http/types";

/**
 * Route middleware of every loads, rates and places operation. It runs before the body is
 * validated, so a signed-out caller gets 401 rather than a lesson in the schema. The subscription
 * gate belongs in the same `middleware` array, right after it.
 */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};
