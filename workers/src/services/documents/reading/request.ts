import type { ServiceContext } from "../../../core/service-context";
import {
  documentsWithoutReading,
  insertPendingReading,
  resetReading,
  stalePendingReadings,
  stampReadingsRequested,
} from "../../../db/queries/documents";
import { runBatch } from "../../../db/run-batch";

/**
 * Every document that enters is read by the reader worker (workers/reader), never in the request:
 * the upload writes the document's reading as `pending` in its own batch (pendingReading), then
 * hands the document to the READINGS queue. Should the queue refuse, the reading stays pending and
 * the housekeeping cron hands it over again (requeueStaleReadings), so none is stuck.
 */
export function pendingReading(ctx: ServiceContext, documentId: string) {
  return insertPendingReading(ctx.db, { documentId, at: new Date(ctx.now()) });
}

/** Hands documents to the reader; a queue failure is logged, never the uploader's failure. */
export async function queueReadings(ctx: ServiceContext, documentIds: readonly string[]): Promise<void> {
  if (documentIds.length === 0) return;
  try {
    await ctx.env.READINGS.sendBatch(
      documentIds.map((documentId) => ({ body: { kind: "read_document" as const, documentId } })),
    );
  } catch (error) {
    ctx.logger.error("reading_not_queued", { documentIds: documentIds.join(","), error: String(error) });
  }
}

/** An administrator's retry of a dead letter: the reading is pending again, and queued. */
export async function requestReadingAgain(ctx: ServiceContext, documentId: string): Promise<void> {
  await resetReading(ctx.db, { documentId, at: new Date(ctx.now()) });
  await ctx.env.READINGS.send({ kind: "read_document", documentId });
}

/** A pending reading older than this was lost on its way to the reader (a failed queue send). */
export const STALE_READING_MS = 10 * 60 * 1000;
const REQUEUED_PER_RUN = 100;

/**
 * The cron's sweep: readings still pending long after they were asked for are handed to the
 * reader again (and stamped, so the next sweep waits again). Documents stored before the reader
 * existed have no reading at all: they get a pending one and are read too.
 */
export async function requeueStaleReadings(ctx: ServiceContext): Promise<number> {
  const now = ctx.now();
  const stale = await stalePendingReadings(ctx.db, {
    before: new Date(now - STALE_READING_MS),
    limit: REQUEUED_PER_RUN,
  });
  const unread = await documentsWithoutReading(ctx.db, REQUEUED_PER_RUN);
  const ids = [...stale, ...unread].map((row) => row.documentId);
  if (ids.length === 0) return 0;
  const [first, ...rest] = [
    ...unread.map((row) => pendingReading(ctx, row.documentId)),
    ...(stale.length > 0
      ? [
          stampReadingsRequested(ctx.db, {
            documentIds: stale.map((row) => row.documentId),
            at: new Date(now),
          }),
        ]
      : []),
  ];
  if (first) await runBatch(ctx.db, [first, ...rest]);
  await queueReadings(ctx, ids);
  return ids.length;
}
