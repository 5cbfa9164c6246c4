import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { notifications, users } from "../schema";

/** What a notification job writes (its row's user, links, words and dedupe key; `occurredAt` in epoch ms). */
export interface NotificationInsert {
  userId: string;
  documentId?: string | null | undefined;
  loadId?: string | null | undefined;
  type: string;
  title: string;
  message: string;
  dedupeKey: string;
  occurredAt: number;
}

/**
 * Raw: drizzle's `insert().select()` must supply every column of the table in order, and
 * this row takes its user from `users` (written only while the user exists) and its document and
 * load from sub-selects (a load or document deleted since the job was queued no longer links: the
 * sub-selects answer null instead of failing the foreign key forever). Keyed by the job's dedupe key.
 */
const INSERT_NOTIFICATION_SQL = `INSERT INTO notifications
    (id, user_id, document_id, load_id, type, title, message, dedupe_key, created_at)
  SELECT ?1, users.id, (SELECT id FROM documents WHERE id = ?3), (SELECT id FROM loads WHERE id = ?4),
         ?5, ?6, ?7, ?8, ?9
  FROM users WHERE users.id = ?2
  ON CONFLICT (dedupe_key) DO NOTHING`;

/** A notification job's row, once per dedupe key (see INSERT_NOTIFICATION_SQL). */
export async function insertNotificationOnce(d1: D1Database, job: NotificationInsert): Promise<void> {
  await d1
    .prepare(INSERT_NOTIFICATION_SQL)
    .bind(
      crypto.randomUUID(),
      job.userId,
      job.documentId ?? null,
      job.loadId ?? null,
      job.type,
      job.title,
      job.message,
      job.dedupeKey,
      job.occurredAt,
    )
    .run();
}

/** A user's e-mail address (none once the account was deleted). */
export async function userEmail(db: Database, userId: string): Promise<string | undefined> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email;
}

/** A user's newest unread notifications. */
export function unreadNotifications(db: Database, userId: string, limit: number) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** One of the user's notifications marked read (its first read instant kept); none when not theirs. */
export async function markUserNotificationRead(db: Database, input: { id: string; userId: string; now: number }) {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true, readAt: sql`COALESCE(${notifications.readAt}, ${input.now})` })
    .where(and(eq(notifications.id, input.id), eq(notifications.userId, input.userId)))
    .returning();
  return row;
}
