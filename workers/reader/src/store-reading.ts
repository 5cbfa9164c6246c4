import { verifyReading } from "@truerate/domain/documents/reading/verification";
import { and, count, eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { Database } from "../../src/db/client";
import { movePartnerLoadUp } from "../../src/db/queries/partner-feed-position";
import { documentReadings, documents, type loads, waiverClauses } from "../../src/db/schema";
import { refreshDocumentVerified } from "../../src/services/documents/reading/document-verified";
import type { Reading } from "./read-document";

const CLAUSES_PER_INSERT = 10;
/** A reading keeps this much of the text (a dense 20-page document is about 100,000 characters). */
const MAX_STORED_TEXT = 200_000;

/**
 * Writes a finished reading in one batch: the reading row, the clauses found (rows the broker
 * profile counts, written once a document: they are evidence and never rewritten), and for a
 * document on a load its verification against the load and its place in a partner's change feed.
 */
export async function storeReading(
  db: Database,
  input: {
    document: typeof documents.$inferSelect;
    load: typeof loads.$inferSelect | null;
    reading: Reading;
    readAt: number;
    durationMs: number;
  },
): Promise<void> {
  const { document, load, reading } = input;
  const read = reading.status === "read" ? reading : null;
  const text = read ? read.text.slice(0, MAX_STORED_TEXT) : null;
  const verification = read && load ? verifyReading(read.fields, load, text) : null;
  const finished = {
    status: reading.status,
    reason: read ? null : reading.status === "unreadable" ? reading.reason : null,
    detail: reading.status === "unreadable" ? reading.detail : null,
    method: read?.method ?? null,
    pages: reading.pages,
    engine: reading.engine,
    text,
    fields: read?.fields ?? null,
    clauses: read?.clauses ?? null,
    verification: verification?.checks ?? null,
    contentSha256: document.contentSha256,
    readAt: new Date(input.readAt),
    durationMs: input.durationMs,
  };
  const writes: BatchItem<"sqlite">[] = [
    db
      .insert(documentReadings)
      .values({ documentId: document.id, requestedAt: new Date(input.readAt), ...finished })
      .onConflictDoUpdate({ target: documentReadings.documentId, set: finished }),
  ];

  if (verification && document.isShared) {
    writes.push(
      db
        .update(documents)
        .set({
          verificationStatus: verification.verificationStatus,
          verificationConfidence: verification.verificationConfidence,
        })
        .where(eq(documents.id, document.id)),
    );
  }
  const [existing] = await db
    .select({ n: count() })
    .from(waiverClauses)
    .where(and(eq(waiverClauses.documentId, document.id)));
  const clauses = (existing?.n ?? 0) === 0 ? (read?.clauses ?? []) : [];
  for (let start = 0; start < clauses.length; start += CLAUSES_PER_INSERT) {
    const rows = clauses.slice(start, start + CLAUSES_PER_INSERT).map((clause) => ({
      documentId: document.id,
      loadId: document.loadId,
      brokerKey: load?.brokerKey || null,
      kind: clause.kind,
      patternId: clause.patternId,
      sentence: clause.sentence,
      page: clause.page,
      detectedAt: new Date(input.readAt),
    }));
    writes.push(db.insert(waiverClauses).values(rows));
  }
  // What a partner's feed says of the load (its identity's document match) may change with the reading.
  if (document.loadId) writes.push(movePartnerLoadUp(db, { loadId: document.loadId, at: input.readAt }));
  const [first, ...rest] = writes;
  if (first) await db.batch([first, ...rest]);
  // A rate confirmation read on a verified load may bear its true rate out (a lane's documentVerified).
  if (document.loadId) await refreshDocumentVerified({ db }, { loadId: document.loadId });
}
