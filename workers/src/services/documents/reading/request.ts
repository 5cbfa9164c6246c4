import { eq } from "drizzle-orm";
import type { ServiceContext } from "../../../core/service-context";
import { documentReadings } from "../../../db/schema";

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
