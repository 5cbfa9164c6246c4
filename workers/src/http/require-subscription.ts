import { ACCESS_MESSAGES, decideAccess } from "@truerate/domain/access";
import type { Context, MiddlewareHandler } from "hono";
import { AppError } from "../core/errors";
import { offlineRefreshDue } from "../services/payments/refresh";
import { resolveAccess } from "../services/payments/resolve-access";
import { requireUser } from "./auth";
import { serviceContext } from "./service-context";
import type { AppEnv } from "./types";

/**
 * The subscription gate of every carrier feature (and of the broker dashboard under
 * BROKER_ACCESS=paid). Put it after authentication in a route's `middleware`:
 *
 *   createRoute({ …, middleware: [signedIn, requireSubscription] as const,
 *     responses: { …, ...errorResponses(400, 401, 402) } })
 *
 * Access is decided on the stored user as of now (an offline period that has ended is renewed or
 * lapsed first), never on what the session recorded at sign-in: a cancelled subscription stops
 * working at its period end, mid-session. The session lookup of this same request already read the
 * user's row, so that row decides unless an offline period is due for renewal or lapse; only then
 * does the gate take the refresh path (one D1 round trip less on every gated request).
 */
export const requireSubscription: MiddlewareHandler<AppEnv> = async (c, next) => {
  await checkSubscription(c);
  await next();
};

/** The gate itself, for a handler that learns its actor late (http/deferred-session.ts). */
export async function checkSubscription(c: Context<AppEnv>): Promise<void> {
  const actor = requireUser(c);
  const ctx = serviceContext(c);
  const decision = offlineRefreshDue(actor, new Date(ctx.now()))
    ? await resolveAccess(ctx)
    : decideAccess({ ...actor, userType: actor.role }, ctx.config.BROKER_ACCESS);
  if (!decision.allowed) {
    throw new AppError("SUBSCRIPTION_REQUIRED", ACCESS_MESSAGES.subscriptionRequired, {
      reason: decision.reason,
      subscribeAt: "/subscription",
    });
  }
}
