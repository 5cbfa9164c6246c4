import type { Database } from "../db/client";
import { insertDeadLetter } from "../db/queries/dead-letters";

/**
 * Keeps a message that exhausted its retries (or cannot be parsed), so nothing is lost. The API
 * worker's queues and the reader's (workers/reader) keep them here, for the administrators.
 */
export async function keepDeadLetter(db: Database, queue: string, message: Message<unknown>): Promise<void> {
  await insertDeadLetter(db, { queue, messageId: message.id, body: message.body, attempts: message.attempts });
}
