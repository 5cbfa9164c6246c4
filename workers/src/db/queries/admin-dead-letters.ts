// The administrators' dead letters: messages that exhausted their retries, and their retry.
import { desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../client";
import { deadLetters } from "../schema";

type DeadLetter = typeof deadLetters.$inferSelect;

/** The newest `limit` dead letters: those not retried yet, those retried, or all. */
export function deadLettersWith(
  db: Database,
  { status, limit }: { status: "pending" | "retried" | "all"; limit: number },
): Promise<DeadLetter[]> {
  const where =
    status === "pending"
      ? isNull(deadLetters.retriedAt)
      : status === "retried"
        ? isNotNull(deadLetters.retriedAt)
        : undefined;
  return db
    .select()
    .from(deadLetters)
    .where(where)
    .orderBy(desc(deadLetters.createdAt), desc(deadLetters.id))
    .limit(limit);
}

export async function deadLetterOfId(db: Database, id: string): Promise<DeadLetter | undefined> {
  const [row] = await db.select().from(deadLetters).where(eq(deadLetters.id, id)).limit(1);
  return row;
}

/** Stamps the dead letter retried, in one batch with its audit row; answers the row as it is now. */
export async function markDeadLetterRetried(
  db: Database,
  retry: { id: string; retriedAt: Date; audit: BatchItem<"sqlite"> },
): Promise<DeadLetter | undefined> {
  const [updated] = await db.batch([
    db.update(deadLetters).set({ retriedAt: retry.retriedAt }).where(eq(deadLetters.id, retry.id)).returning(),
    retry.audit,
  ]);
  return updated[0];
}
