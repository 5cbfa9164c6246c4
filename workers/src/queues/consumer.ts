import type { Env } from "../env";
import { createLogger, describeError } from "../http/logger";
import { createMailer, type Mailer } from "../services/mail/mailer";
import { type QueueMessage, queueMessageSchema } from "./messages";
import { retryDelaySeconds } from "./retry-delay";

export const NOTIFICATIONS_QUEUE = "notifications";
export const DEAD_LETTER_QUEUE = "notifications-dlq";

export interface ConsumerDependencies {
  mailer: Mailer;
}

/** Handles one job. Throws to ask for a retry. */
async function handle(message: QueueMessage, dependencies: ConsumerDependencies): Promise<void> {
  switch (message.kind) {
    case "mail":
      await dependencies.mailer.send(message);
      return;
  }
}

/** Keeps a message that exhausted its retries (or cannot be parsed), so nothing is lost. */
async function keepDeadLetter(env: Env, queue: string, message: Message<unknown>): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO dead_letters (id, queue, message_id, body, attempts)
     VALUES (?1, ?2, ?3, ?4, ?5)
     ON CONFLICT (queue, message_id) DO NOTHING`,
  )
    .bind(crypto.randomUUID(), queue, message.id, JSON.stringify(message.body ?? null), message.attempts)
    .run();
}

export async function consumeBatch(
  batch: MessageBatch<unknown>,
  env: Env,
  dependencies: ConsumerDependencies = { mailer: createMailer(env) },
): Promise<void> {
  const logger = createLogger({ queue: batch.queue });
  for (const message of batch.messages) {
    if (batch.queue === DEAD_LETTER_QUEUE) {
      await keepDeadLetter(env, NOTIFICATIONS_QUEUE, message);
      message.ack();
      continue;
    }
    const parsed = queueMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      logger.error("queue_message_invalid", { messageId: message.id });
      await keepDeadLetter(env, batch.queue, message);
      message.ack();
      continue;
    }
    try {
      await handle(parsed.data, dependencies);
      message.ack();
    } catch (error) {
      logger.warn("queue_message_retry", {
        messageId: message.id,
        attempts: message.attempts,
        ...describeError(error),
      });
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}
