import { eq, sql } from "drizzle-orm";
import { createLogger, describeError } from "../../src/core/logger";
import { readDocumentMessageSchema } from "../../src/core/queue-messages";
import { createDb, type Database } from "../../src/db/client";
import { documentReadings } from "../../src/db/schema";
import { keepDeadLetter } from "../../src/queues/dead-letters";
import { retryDelaySeconds } from "../../src/queues/retry-delay";
import type { ReaderEnv } from "./env";
import { readStoredDocument } from "./read-stored";

/**
 * The documents-to-read queue. Each document is read on its own: a failure marks its reading
 * `failed` (with the error, for the administrators) and retries it with backoff; after the last
 * retry the queue hands it to the dead-letter queue, whose consumer (the API worker) keeps it
 * where administrators see it and can send it back here.
 */
export async function consumeReadings(batch: MessageBatch<unknown>, env: ReaderEnv, now = () => Date.now()) {
  const db = createDb(env.DB);
  const logger = createLogger({ queue: batch.queue });
  for (const message of batch.messages) {
    const parsed = readDocumentMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      logger.error("queue_message_invalid", { messageId: message.id });
      await keepDeadLetter(db, batch.queue, message);
      message.ack();
      continue;
    }
    const { documentId } = parsed.data;
    try {
      const started = now();
      const outcome = await readStoredDocument(db, env, documentId, now);
      logger.info("document_read", { documentId, outcome, durationMs: now() - started, attempts: message.attempts });
      message.ack();
    } catch (error) {
      logger.warn("document_read_failed", { documentId, attempts: message.attempts, ...describeError(error) });
      await markFailed(db, documentId, error).catch(() => undefined);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    }
  }
}

async function markFailed(db: Database, documentId: string, error: unknown) {
  await db
    .update(documentReadings)
    .set({
      status: "failed",
      detail: `Reading failed and will be retried: ${String(error instanceof Error ? error.message : error).slice(0, 200)}`,
      attempts: sql`${documentReadings.attempts} + 1`,
    })
    .where(eq(documentReadings.documentId, documentId));
}
