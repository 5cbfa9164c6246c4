import { createDb, type Database } from "../../db/client";
import type { BrokerAccess } from "../../domain/access";
import { type Env, readConfig } from "../../env";
import type { Logger } from "../../http/logger";
import type { QueueMessage } from "../../queues/messages";
import type { PaymentProvider } from "./provider";
import { createPaymentProvider } from "./select-provider";

/**
 * What every payment service runs with. `now` is passed in rather than read from the clock, so
 * renewals and lapses can be tested at any instant.
 */
export interface PaymentsContext {
  db: Database;
  provider: PaymentProvider;
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
  /** Overrides the fetch of the Stripe client (tests). */
  fetch?: typeof fetch;
}): PaymentsContext {
  const db = createDb(input.env.DB);
  return {
    db,
    provider: createPaymentProvider(input.env, db, input.fetch ? { fetch: input.fetch } : {}),
    notifications: input.env.NOTIFICATIONS ?? null,
    brokerAccess: readConfig(input.env).BROKER_ACCESS,
    now: input.now,
    logger: input.logger,
    requestId: input.requestId ?? null,
    actorUserId: input.actorUserId ?? null,
  };
}
