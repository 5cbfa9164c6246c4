import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { deadLetters } from "../db/schema";

/**
 * Keeps a message that exhausted its retries (or cannot be parsed), so nothing is lost. The API
 * worker's queues and the reader's (workers/reader) keep them here, for the administrators.
 */
export async function keepDeadLetter(db: Database, queue: string, message: Message<unknown>): Promise<void> {
  await db
    .insert(deadLetters)
    .values({
      queue,
      messageId: message.id,
      // Bound as its JSON text: a message without a body is kept as the JSON `null`, not as SQL NULL.
      body: sql`${JSON.stringify(message.body ?? null)}`,
      attempts: message.attempts,
    })
    .onConflictDoNothing({ target: [deadLetters.queue, deadLetters.messageId] });
}
