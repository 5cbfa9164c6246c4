import { env } from "cloudflare:workers";
import type { Actor } from "../../src/core/actor";
import type { Env } from "../../src/core/env";
import type { Logger } from "../../src/core/logger";
import { type Clock, createServiceContext, type ServiceContext } from "../../src/core/service-context";

/**
 * The service context a test hands a service directly (a queue job, the cron, a payment step):
 * the test's bindings with any override, a fixed instant or a movable clock, and an optional
 * outbound fetch (a fake endpoint).
 */
export function testContext(
  options: {
    now?: number | Date;
    clock?: Clock;
    actor?: Actor | null;
    env?: Partial<Env>;
    fetch?: (request: Request) => Promise<Response>;
    logger?: Logger;
  } = {},
): ServiceContext {
  const at = options.now instanceof Date ? options.now.getTime() : options.now;
  const clock = options.clock ?? (at === undefined ? undefined : { now: () => at });
  return createServiceContext({
    env: { ...env, ...options.env } as Env,
    actor: options.actor ?? null,
    requestId: `test-${crypto.randomUUID()}`,
    ...(clock ? { clock } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
}

/**
 * The signed-in user a service reads from its context, by id only: services that need more of
 * the user (billing, roles) read it from D1, as they do for a real session.
 */
export function signedInAs(userId: string): Actor {
  return {
    userId,
    email: "",
    role: "carrier",
    isAdmin: false,
    brokerageId: null,
    pendingBrokerageId: null,
    subscriptionStatus: "inactive",
    hasPaidSubscription: false,
    subscriptionPeriodEnd: null,
    currentSubscriptionId: null,
    sessionId: "",
  };
}
