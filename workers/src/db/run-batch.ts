import type { BatchItem, BatchResponse } from "drizzle-orm/batch";
import type { Database } from "./client";

/**
 * Runs drizzle statements (built by db/queries) as one D1 batch: one round trip, all or nothing.
 * Services put a change beside its audit row this way without calling `batch` themselves.
 */
export function runBatch<T extends readonly [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]>(
  db: Database,
  statements: T,
): Promise<BatchResponse<T>> {
  return db.batch(statements);
}

/** Runs plain D1 statements (raw SQL, or drizzle's through db/as-statement.ts) as one batch. */
export function runStatements<T = unknown>(d1: D1Database, statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
  return d1.batch<T>(statements);
}
