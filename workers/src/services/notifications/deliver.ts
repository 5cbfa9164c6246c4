import { eq } from "drizzle-orm";
import type { NotificationMessage } from "../../core/queue-messages";
import type { ServiceContext } from "../../core/service-context";
import { users } from "../../db/schema";
import type { Mailer } from "../mail/mailer";

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

/**
 * The consumer's work for one `notification` job: the row, then the e-mail. Safe to run any number
 * of times: the row is keyed by the job's dedupe key and the mailer is idempotent per its own key.
 * A mail failure throws, so the queue retries the job (and finally parks it in the dead-letter
 * queue); the row is already written by then, so the in-app notification is never lost.
 */
export async function deliverNotification(
  ctx: ServiceContext,
  job: NotificationMessage,
  // Read only when an e-mail is due: a mailer that cannot be built must not stop the row.
  dependencies: { readonly mailer: Mailer },
): Promise<void> {
  await ctx.env.DB.prepare(INSERT_NOTIFICATION_SQL)
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
  if (!job.mail) return;
  const [user] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, job.userId));
  // The account was deleted meanwhile: there is nobody left to tell.
  if (!user) return;
  await dependencies.mailer.send({ kind: "mail", dedupeKey: `${job.dedupeKey}:mail`, to: user.email, ...job.mail });
}
