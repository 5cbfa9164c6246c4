import { extractDocumentText } from "@truerate/domain/documents/verification/extract-text";
import { findWaiverClauses, isRateConfirmation } from "@truerate/domain/documents/waiver-clauses";
import type { DocumentType } from "@truerate/domain/enums";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { ServiceContext } from "../../core/service-context";
import { documents, waiverClauses } from "../../db/schema";
import type { DocumentWaiverClause } from "../../schemas/waiver-clauses";

const ROWS_PER_INSERT = 12;

export interface ScannedDocument {
  documentId: string;
  documentType: DocumentType;
  tags?: readonly string[] | null;
  loadId: string | null;
  /** The load's `loads.broker_key`; null while the document has no load. */
  brokerKey: string | null;
}

/**
 * Stores the waiver clauses found in a rate confirmation's text (none for any other document) and
 * answers them.
 * Never throws: the document is stored already, and a failed scan must not fail its upload or
 * share, so a failure is logged and the document simply shows no clause.
 */
export async function recordWaiverClauses(
  ctx: ServiceContext,
  document: ScannedDocument,
  text: string | null | (() => Promise<string | null>),
): Promise<DocumentWaiverClause[]> {
  if (!isRateConfirmation(document)) return [];
  try {
    const hits = findWaiverClauses(typeof text === "function" ? await text() : text);
    if (hits.length === 0) return [];
    const detectedAt = new Date(ctx.now());
    const rows = hits.map((hit) => ({
      documentId: document.documentId,
      loadId: document.loadId,
      brokerKey: document.brokerKey || null,
      patternId: hit.patternId,
      sentence: hit.sentence,
      detectedAt,
    }));
    // D1 binds at most 100 parameters per statement: a few rows per insert, all in one batch.
    const inserts = [];
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      inserts.push(ctx.db.insert(waiverClauses).values(rows.slice(start, start + ROWS_PER_INSERT)));
    }
    const [first, ...rest] = inserts;
    if (first) await ctx.db.batch([first, ...rest]);
    ctx.logger.info("waiver_clauses_detected", { documentId: document.documentId, count: hits.length });
    return hits;
  } catch (error) {
    ctx.logger.error("waiver_clause_scan_failed", { documentId: document.documentId, error: String(error) });
    return [];
  }
}

/** The same, reading the text from the uploaded bytes (the carrier's own uploads). */
export function scanUploadedDocument(
  ctx: ServiceContext,
  document: ScannedDocument,
  file: { bytes: Uint8Array; mimeType: string },
): Promise<DocumentWaiverClause[]> {
  return recordWaiverClauses(ctx, document, () => extractDocumentText(file.bytes, file.mimeType));
}

/**
 * When a carrier links its unlinked documents to a load: their clauses take the load and its
 * broker. Runs in the link's batch after the documents' update, so it sees them linked.
 */
export function linkWaiverClausesStatement(
  ctx: ServiceContext,
  link: { userId: string; loadId: string; brokerKey: string },
) {
  return ctx.db
    .update(waiverClauses)
    .set({ loadId: link.loadId, brokerKey: link.brokerKey || null })
    .where(
      and(
        isNull(waiverClauses.loadId),
        inArray(
          waiverClauses.documentId,
          ctx.db
            .select({ id: documents.id })
            .from(documents)
            .where(and(eq(documents.userId, link.userId), eq(documents.loadId, link.loadId))),
        ),
      ),
    );
}
