import type { NotificationMessage } from "../../core/queue-messages";
import type { ServiceContext } from "../../core/service-context";
import { insertNotificationOnce, userEmail } from "../../db/queries/notifications";
import type { Mailer } from "../mail/mailer";

/**
 * The consumer's work for one `notification` job: the row, then the e-mail. Safe to run any number
 * of times: the row is keyed by the job's dedupe key and the mailer is idempotent per its own key.
 * A mail failure throws, so the queue retries the job (and finally parks it in the dead-letter
 * queue); the row is already written by then, so the in-app notification is never lost.
 */
export async function deliverNotification(
  ctx: ServiceContext,
  input: {
    job: NotificationMessage;
    // Read only when an e-mail is due: a mailer that cannot be built must not stop the row.
    dependencies: { readonly mailer: Mailer };
  },
): Promise<void> {
  const { job, dependencies } = input;
  await insertNotificationOnce(ctx.env.DB, job);
  if (!job.mail) return;
  const email = await userEmail(ctx.db, job.userId);
  // The account was deleted meanwhile: there is nobody left to tell.
  if (!email) return;
  await dependencies.mailer.send({ kind: "mail", dedupeKey: `${job.dedupeKey}:mail`, to: email, ...job.mail });
}
