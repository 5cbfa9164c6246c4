import type { NotificationMessage } from "../../../core/queue-messages";
import type { ServiceContext } from "../../../core/service-context";
import { markDocumentNoticesRead, markFirstView } from "../../../db/queries/documents";
import { runBatch } from "../../../db/run-batch";
import { requireCarrier } from "../../access/documents";
import { documentAudit } from "../audit";
import type { DocumentFile } from "../download";
import { openStoredDocument } from "../open-stored";
import { documentSharedWith } from "./shared-with-me";

/**
 * The carrier opens a shared document (docs/product.md#load-board-states-and-transitions): it is decrypted first (a refused body marks
 * nothing), then carrierViewedAt is set (the first view counts), the document's notifications
 * (and the load's other shared-document notices) are marked read, and the audit row is written, in one batch. The broker who sent it hears of
 * the first view through the queue.
 */
export async function viewSharedDocument(ctx: ServiceContext, input: { id: string }): Promise<DocumentFile> {
  const actor = requireCarrier(ctx);
  const row = await documentSharedWith(ctx, { carrierId: actor.userId, documentId: input.id });
  const file = await openStoredDocument(ctx, row);
  const now = ctx.now();
  const [firstView] = await runBatch(ctx.db, [
    markFirstView(ctx.db, { id: row.id, at: new Date(now) }),
    // One notice announces a whole answer (the rate confirmation and the invoice together).
    markDocumentNoticesRead(ctx.db, { documentId: row.id, loadId: row.loadId, userId: actor.userId, now }),
    documentAudit(ctx, { action: "document.viewed", documentId: row.id }),
  ]);
  // A broker without an account answered through its link, so the carrier owns that copy: no one to tell.
  if (firstView.length > 0 && row.userId !== actor.userId) await notifySender(ctx, row, now);
  return { ...file, fileName: row.fileName };
}

async function notifySender(
  ctx: ServiceContext,
  row: { id: string; userId: string; loadId: string | null; loadNumber: string | null; fileName: string },
  now: number,
) {
  const job: NotificationMessage = {
    kind: "notification",
    dedupeKey: `document-viewed:${row.id}`,
    userId: row.userId,
    type: "document_viewed",
    title: "The carrier viewed your document",
    message: `The carrier opened ${row.fileName}${row.loadNumber ? ` for load ${row.loadNumber}` : ""}.`,
    loadId: row.loadId,
    documentId: row.id,
    occurredAt: now,
  };
  // The view is recorded already; this notice is a courtesy and must not fail the carrier's view.
  await ctx.env.NOTIFICATIONS.send(job).catch((error: unknown) =>
    ctx.logger.error("document_viewed_notice_not_queued", { documentId: row.id, error: String(error) }),
  );
}
