import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import type { ServiceContext } from "../../../core/service-context";
import { documentReadings, documents } from "../../../db/schema";

/**
 * Every document that enters is read by the reader worker (workers/reader), never in the request:
 * the upload writes the document's reading as `pending` in its own batch (pendingReading), then
 * hands the document to the READINGS queue. Should the queue refuse, the reading stays pending and
 * the housekeeping cron hands it over again (requeueStaleReadings), so none is stuck.
 */
export function pendingReading(ctx: ServiceContext, documentId: string) {
  return ctx.db
    .insert(documentReadings)
    .values({ documentId, status: "pending", requestedAt: new Date(ctx.now()) })
    .onConflictDoNothing();
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
  await ctx.db
    .update(documentReadings)
    .set({ status: "pending", reason: null, detail: null, requestedAt: new Date(ctx.now()) })
    .where(eq(documentReadings.documentId, documentId));
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
  const stale = await ctx.db
    .select({ documentId: documentReadings.documentId })
    .from(documentReadings)
    .where(
      and(eq(documentReadings.status, "pending"), lt(documentReadings.requestedAt, new Date(now - STALE_READING_MS))),
    )
    .limit(REQUEUED_PER_RUN);
  const unread = await ctx.db
    .select({ documentId: documents.id })
    .from(documents)
    .leftJoin(documentReadings, eq(documentReadings.documentId, documents.id))
    .where(isNull(documentReadings.documentId))
    .limit(REQUEUED_PER_RUN);
  const ids = [...stale, ...unread].map((row) => row.documentId);
  if (ids.length === 0) return 0;
  const [first, ...rest] = [
    ...unread.map((row) => pendingReading(ctx, row.documentId)),
    ...(stale.length > 0
      ? [
          ctx.db
            .update(documentReadings)
            .set({ requestedAt: new Date(now) })
            .where(
              inArray(
                documentReadings.documentId,
                stale.map((row) => row.documentId),
              ),
            ),
        ]
      : []),
  ];
  if (first) await ctx.db.batch([first, ...rest]);
  await queueReadings(ctx, ids);
  return ids.length;
}
