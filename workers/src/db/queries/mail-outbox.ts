// The local outbox's statements (the development mailer writes every e-mail there instead of sending it).
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { mailOutbox } from "../schema";

/** A recipient's mail, newest first (the insertion order breaks a tie in the same millisecond). */
export function outboxMailTo(db: Database, to: string, limit: number) {
  return db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt), desc(sql`rowid`))
    .limit(limit);
}
