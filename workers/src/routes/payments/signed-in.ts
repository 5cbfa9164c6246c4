import type { MiddlewareHandler } from "hono";
import { requireUser } from "../../http/auth";
import type { AppEnv } from "../../http/types";

/** Before body validation, so a signed-out caller gets 401 rather than a lesson in the schema. */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

/** Payment answers describe one user's money: never stored by a shared cache or the browser. */
export const noStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header("cache-control", "no-store");
};
