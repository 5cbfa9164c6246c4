import { and, eq, sql } from "drizzle-orm";
import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { documents } from "../../db/schema";
import { documentNotFound, requireDocumentUser } from "../access/documents";
import { documentAudit } from "./audit";
import { ownedDocument } from "./owned";
import { documentStoreFromEnv } from "./store";

export const EVIDENCE_MESSAGE =
  "This document is evidence of a settled load and cannot be deleted; send a corrected document instead.";

/**
 * Evidence is immutable: a document shared with the carrier once the load's deadline is settled
 * (met or missed), or one a transaction record names, is never deleted. Superseding is allowed: a
 * corrected document and a new record version. Checked inside the delete itself, so a deadline
 * settling meanwhile cannot slip a deletion through.
 */
const isEvidence = sql`(
  (${documents.isShared} = 1 AND EXISTS (
    SELECT 1 FROM loads WHERE loads.id = ${documents.loadId} AND loads.compliance_status <> 'pending'))
  OR EXISTS (
    SELECT 1 FROM transaction_records AS t, json_each(t.evidence) AS e
    WHERE t.load_id = ${documents.loadId} AND json_extract(e.value, '$.documentId') = ${documents.id})
)`;

/**
 * Deletes one of the caller's documents unless it is evidence (above; 409): the row (which holds
 * the wrapped data key, so the body is unreadable from then on) with its audit, then the R2 body. A body left behind by a failed R2
 * delete is ciphertext nobody can open, and is logged.
 */
export async function deleteDocument(ctx: ServiceContext, input: { id: string }): Promise<void> {
  const actor = requireDocumentUser(ctx);
  const row = await ownedDocument(ctx, actor.userId, input.id);
  const [evidence] = await ctx.db
    .select({ id: documents.id })
    .from(documents)
    .where(and(eq(documents.id, row.id), isEvidence));
  if (evidence) throw new AppError("CONFLICT", EVIDENCE_MESSAGE);
  const deleted = await ctx.db
    .delete(documents)
    .where(and(eq(documents.id, row.id), eq(documents.userId, actor.userId), sql`NOT ${isEvidence}`))
    .returning({ id: documents.id });
  if (deleted.length === 0) {
    // Settled meanwhile (evidence now), or removed by a parallel call: only the call that removed
    // the row records it, so parallel deletions audit once.
    const [still] = await ctx.db.select({ id: documents.id }).from(documents).where(eq(documents.id, row.id));
    throw still ? new AppError("CONFLICT", EVIDENCE_MESSAGE) : documentNotFound();
  }
  await documentAudit(ctx, {
    action: "document.deleted",
    documentId: row.id,
    details: { documentType: row.documentType, loadId: row.loadId, wasShared: row.isShared },
  });
  try {
    await (await documentStoreFromEnv(ctx.env)).remove(row.filePath);
  } catch (error) {
    ctx.logger.error("document_object_not_deleted", { documentId: row.id, error: String(error) });
  }
}
