import type { MiddlewareHandler } from "hono";
import { serviceContext } from "../../http/service-context";
import type { AppEnv } from "../../http/types";
import { requireAdministrator } from "../../services/access/admin";

/**
 * After `signedIn`, before the body is validated: anyone but an administrator gets 403 whatever
 * they sent, so the admin calls teach nothing about their schemas. Services check again.
 */
export const administratorsOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireAdministrator(serviceContext(c));
  await next();
};
