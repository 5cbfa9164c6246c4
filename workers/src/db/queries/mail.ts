import type { Database } from "../client";
import { mailOutbox } from "../schema";

/** What the outbox keeps of a mail message. */
export type OutboxMail = Pick<typeof mailOutbox.$inferInsert, "to" | "subject" | "text" | "template" | "dedupeKey"> & {
  html?: string | null | undefined;
};

/** An e-mail kept in the outbox as sent, once per dedupe key. */
export async function insertOutboxMail(db: Database, mail: OutboxMail, sentAt: Date): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({
      id: crypto.randomUUID(),
      to: mail.to.toLowerCase(),
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      template: mail.template,
      status: "sent",
      dedupeKey: mail.dedupeKey,
      sentAt,
    })
    .onConflictDoNothing({ target: mailOutbox.dedupeKey });
}
