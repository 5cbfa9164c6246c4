import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { deadLetters } from "../schema";

/** Keeps a message once per queue and message id (a redelivered dead letter changes nothing). */
export function insertDeadLetter(
  db: Database,
  letter: { queue: string; messageId: string; body: unknown; attempts: number },
) {
  return db
    .insert(deadLetters)
    .values({
      queue: letter.queue,
      messageId: letter.messageId,
      // Bound as its JSON text: a message without a body is kept as the JSON `null`, not as SQL NULL.
      body: sql`${JSON.stringify(letter.body ?? null)}`,
      attempts: letter.attempts,
    })
    .onConflictDoNothing({ target: [deadLetters.queue, deadLetters.messageId] });
}
