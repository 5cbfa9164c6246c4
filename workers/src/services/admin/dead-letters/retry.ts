import { AppError, notFound } from "../../../core/errors";
import { deadlineMessageSchema, queueMessageSchema, readDocumentMessageSchema } from "../../../core/queue-messages";
import type { ServiceContext } from "../../../core/service-context";
import { deadLetterOfId, markDeadLetterRetried } from "../../../db/queries/admin-dead-letters";
import { requireAdministrator } from "../../access/admin";
import { auditRecord } from "../../audit/audit";
import { requestReadingAgain } from "../../documents/reading/request";
import { type DeadLetterView, deadLetterView } from "../../notifications/dead-letters/view";

export const DEAD_LETTER_MESSAGES = {
  notFound: "Dead letter not found",
  unreadable: "This message is not a job the queue understands, so retrying it cannot succeed",
} as const;

/**
 * Sends a dead letter back to its queue (NOTIFICATIONS, DEADLINES for deadlines to arm, READINGS
 * for documents to read, whose reading goes back to pending). The job keeps its dedupe key, so whatever
 * it already did (a notification row, an e-mail) is not done twice. The row stays, stamped with
 * the retry: should the job fail again it comes back as a new dead letter, so nothing is lost.
 */
export async function retryDeadLetter(ctx: ServiceContext, input: { id: string }): Promise<DeadLetterView> {
  const actor = requireAdministrator(ctx);
  const row = await deadLetterOfId(ctx.db, input.id);
  if (!row) throw notFound(DEAD_LETTER_MESSAGES.notFound);
  const job = queueMessageSchema.safeParse(row.body);
  const deadlines = deadlineMessageSchema.safeParse(row.body);
  const reading = readDocumentMessageSchema.safeParse(row.body);
  if (job.success) await ctx.env.NOTIFICATIONS.send(job.data);
  else if (deadlines.success) await ctx.env.DEADLINES.send(deadlines.data);
  else if (reading.success) await requestReadingAgain(ctx, reading.data.documentId);
  else throw new AppError("CONFLICT", DEAD_LETTER_MESSAGES.unreadable);
  const retriedAt = new Date(ctx.now());
  const updated = await markDeadLetterRetried(ctx.db, {
    id: row.id,
    retriedAt,
    audit: auditRecord(ctx, {
      actorUserId: actor.userId,
      action: "dead_letter.retried",
      entityType: "dead_letter",
      entityId: row.id,
      details: job.success
        ? { kind: job.data.kind, dedupeKey: job.data.dedupeKey }
        : reading.success
          ? { kind: reading.data.kind, documentId: reading.data.documentId }
          : { kind: "deadline", loads: deadlines.data?.loads.length },
      at: retriedAt,
    }),
  });
  return deadLetterView(updated ?? { ...row, retriedAt });
}
