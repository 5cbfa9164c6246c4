import type { BrokerAccess } from "@truerate/domain/access";
import type { Context } from "hono";
import { createDb, type Database } from "../db/client";
import { type Env, readConfig } from "../env";
import type { AppEnv } from "../http/types";
import type { QueueMessage } from "../queues/messages";
import type { PaymentProvider } from "../services/payments/provider";
import { createPaymentProvider } from "../services/payments/select-provider";
import type { Logger } from "./logger";
import { serviceContext } from "./service-context";

/**
 * What every payment service runs with: the core service context seen as of one instant. `now` is
 * a Date passed in rather than read from the clock, so renewals and lapses can be tested at any
 * instant. The provider is built on first use: the subscription gate of every carrier request
 * reads only the stored user, and must not pay for a Stripe client it never calls.
 */
export interface PaymentsContext {
  db: Database;
  readonly provider: PaymentProvider;
  /** Where the activation e-mail goes; null where no queue is bound (the mail is then skipped). */
  notifications: Queue<QueueMessage> | null;
  brokerAccess: BrokerAccess;
  now: Date;
  logger: Logger;
  requestId: string | null;
  /** The signed-in user, or null for provider-driven work (webhooks, cron). */
  actorUserId: string | null;
}

/** The context of a request or a scheduled run, from the worker's environment. */
export function createPaymentsContext(input: {
  env: Env;
  now: Date;
  logger: Logger;
  requestId?: string | null;
  actorUserId?: string | null;
  db?: Database;
  /** Overrides the fetch of the Stripe client (tests). */
  fetch?: typeof fetch;
}): PaymentsContext {
  const db = input.db ?? createDb(input.env.DB);
  let provider: PaymentProvider | null = null;
  return {
    db,
    get provider() {
      provider ??= createPaymentProvider(input.env, db, input.fetch ? { fetch: input.fetch } : {});
      return provider;
    },
    notifications: input.env.NOTIFICATIONS ?? null,
    brokerAccess: readConfig(input.env).BROKER_ACCESS,
    now: input.now,
    logger: input.logger,
    requestId: input.requestId ?? null,
    actorUserId: input.actorUserId ?? null,
  };
}

/** The payment services' context for this request, derived from its core service context. */
export function paymentsContext(c: Context<AppEnv>): PaymentsContext {
  const ctx = serviceContext(c);
  return createPaymentsContext({
    env: ctx.env,
    db: ctx.db,
    now: new Date(ctx.now()),
    logger: ctx.logger,
    requestId: ctx.requestId,
    actorUserId: ctx.actor?.userId ?? null,
  });
}
