import type { Env } from "../core/env";
import { createLogger, describeError, type Logger } from "../core/logger";
import { deadlineMessageSchema, type QueueMessage, queueMessageSchema } from "../core/queue-messages";
import { createServiceContext, type ServiceContext } from "../core/service-context";
import { armDeadlines } from "../services/deadlines/arm";
import { deliverLoadRequests } from "../services/load-requests/deliver";
import { createMailer, type Mailer } from "../services/mail/mailer";
import { deliverNotification } from "../services/notifications/deliver";
import { deliverWebhook } from "../services/partners/webhooks/deliver";
import { announceDocumentIdentity } from "../services/partners/webhooks/document-identity";
import { deadLetterOrigin } from "./dead-letter-origin";
import { keepDeadLetter } from "./dead-letters";
import { retryDelaySeconds } from "./retry-delay";

export const NOTIFICATIONS_QUEUE = "notifications";
export const DEAD_LETTER_QUEUE = "notifications-dlq";
export const DEADLINES_QUEUE = "deadlines";
/** Consumed by the reader worker (workers/reader); its dead letters come back here. */
export const READINGS_QUEUE = "documents-to-read";

export interface ConsumerDependencies {
  mailer: Mailer;
  /** How partner webhooks are sent; a test's fake endpoint in the worker tests. */
  fetch?: (request: Request) => Promise<Response>;
}

/** Handles one job. Throws to ask for a retry. */
async function handle(ctx: ServiceContext, message: QueueMessage, dependencies: ConsumerDependencies): Promise<void> {
  switch (message.kind) {
    case "mail":
      await dependencies.mailer.send(message);
      return;
    case "notification":
      await deliverNotification(ctx, { job: message, dependencies });
      return;
    case "load_requests":
      await deliverLoadRequests(ctx, { loadIds: message.loadIds, dependencies });
      return;
    case "load_request":
      await deliverLoadRequests(ctx, { loadIds: [message.loadId], dependencies });
      return;
    case "webhook":
      // Retries of an endpoint's failures are scheduled by the delivery itself (more than a day),
      // not by the queue's few retries, which are left for failures of our own (D1).
      await deliverWebhook(ctx, { deliveryId: message.deliveryId });
      return;
    case "document_read":
      await announceDocumentIdentity(ctx, message);
      return;
  }
}

/**
 * The mailer is built on first use, inside a message's own try: a misconfigured mailer retries the
 * mail messages (which then reach the dead-letter queue and are kept) instead of failing the whole
 * batch before the dead-letter and invalid messages are stored.
 */
function lazyDependencies(env: Env): ConsumerDependencies {
  let mailer: Mailer | undefined;
  return {
    get mailer() {
      mailer ??= createMailer({ env });
      return mailer;
    },
  };
}

/** The queue handler: one service context for the batch, then each message on its own. */
export async function consumeBatch(
  batch: MessageBatch<unknown>,
  env: Env,
  dependencies: ConsumerDependencies = lazyDependencies(env),
): Promise<void> {
  const ctx = createServiceContext({
    env,
    logger: createLogger({ queue: batch.queue }),
    ...(dependencies.fetch ? { fetch: dependencies.fetch } : {}),
  });
  if (batch.queue === DEADLINES_QUEUE) return consumeDeadlines(ctx, batch);
  for (const message of batch.messages) {
    // Each message is acked or retried on its own: one failure never fails (or redelivers) the others.
    try {
      await consumeMessage(ctx, batch.queue, message, dependencies);
    } catch (error) {
      retryLater(message, error, ctx.logger);
    }
  }
}

/** A failed message goes back to its queue with backoff; the others of its batch are unaffected. */
function retryLater(message: Message<unknown>, error: unknown, logger: Logger): void {
  logger.warn("queue_message_retry", { messageId: message.id, attempts: message.attempts, ...describeError(error) });
  message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
}

/**
 * Deadline messages are armed all at once (every object is separate, so none waits for another);
 * each message is still acked or retried on its own.
 */
async function consumeDeadlines(ctx: ServiceContext, batch: MessageBatch<unknown>): Promise<void> {
  const { logger } = ctx;
  await Promise.all(
    batch.messages.map(async (message) => {
      const parsed = deadlineMessageSchema.safeParse(message.body);
      if (!parsed.success) {
        logger.error("queue_message_invalid", { messageId: message.id });
        await keepDeadLetter(ctx.db, batch.queue, message);
        message.ack();
        return;
      }
      try {
        const started = Date.now();
        await armDeadlines(ctx, parsed.data.loads);
        message.ack();
        logger.info("deadlines_armed", { loads: parsed.data.loads.length, durationMs: Date.now() - started });
      } catch (error) {
        retryLater(message, error, logger);
      }
    }),
  );
}

async function consumeMessage(
  ctx: ServiceContext,
  queue: string,
  message: Message<unknown>,
  dependencies: ConsumerDependencies,
): Promise<void> {
  const { logger } = ctx;
  if (queue === DEAD_LETTER_QUEUE) {
    const origin = deadLetterOrigin(message.body, {
      notifications: NOTIFICATIONS_QUEUE,
      deadlines: DEADLINES_QUEUE,
      readings: READINGS_QUEUE,
    });
    await keepDeadLetter(ctx.db, origin, message);
    message.ack();
    return;
  }
  const parsed = queueMessageSchema.safeParse(message.body);
  if (!parsed.success) {
    logger.error("queue_message_invalid", { messageId: message.id });
    await keepDeadLetter(ctx.db, queue, message);
    message.ack();
    return;
  }
  await handle(ctx, parsed.data, dependencies);
  message.ack();
}
