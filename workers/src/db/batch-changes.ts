import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "./client";

/** Runs statements as one D1 batch (none: no round trip) and answers how many rows they changed. */
export async function batchChanges(db: Database, statements: BatchItem<"sqlite">[]): Promise<number> {
  const [first, ...rest] = statements;
  if (!first) return 0;
  const results = (await db.batch([first, ...rest])) as { meta?: { changes?: number } }[];
  return results.reduce((sum, result) => sum + (result.meta?.changes ?? 0), 0);
}
