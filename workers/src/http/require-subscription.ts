import type { Context, MiddlewareHandler } from "hono";
import { requireSubscribed } from "../services/payments/check-subscription";
import { requireUser } from "./auth";
import { serviceContext } from "./service-context";
import type { AppEnv } from "./types";

/**
 * The subscription gate (services/payments/check-subscription.ts, requireSubscribed) as route
 * middleware. Put it after authentication in a route's `middleware`:
 *
 *   createRoute({ …, middleware: [signedIn, requireSubscription] as const,
 *     responses: { …, ...errorResponses(400, 401, 402) } })
 */
export const requireSubscription: MiddlewareHandler<AppEnv> = async (c, next) => {
  await gateSubscription(c);
  await next();
};

/** The gate for a handler that learns its actor late (http/deferred-session.ts): 401, then 402. */
export async function gateSubscription(c: Context<AppEnv>): Promise<void> {
  requireUser(c);
  await requireSubscribed(serviceContext(c));
}
