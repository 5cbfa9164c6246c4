// The health check's statement.

/** Raw: the cheapest statement that proves the database answers. */
const PING_SQL = "SELECT 1";

/** Resolves when the database answers a trivial query; rejects when it cannot be reached. */
export async function pingDatabase(db: D1Database): Promise<void> {
  await db.prepare(PING_SQL).first();
}
