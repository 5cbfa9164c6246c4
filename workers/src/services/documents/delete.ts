import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { deleteDocumentUnlessEvidence, documentExists, documentIsEvidence } from "../../db/queries/documents";
import { documentNotFound, requireDocumentUser } from "../access/documents";
import { documentAudit } from "./audit";
import { ownedDocument } from "./owned";
import { documentStoreFromEnv } from "./store";

export const EVIDENCE_MESSAGE =
  "This document is evidence of a settled load and cannot be deleted; send a corrected document instead.";

/**
 * Deletes one of the caller's documents unless it is evidence (409: a document shared with the
 * carrier once the load's deadline is settled, or one a transaction record names; superseding is
 * allowed, checked inside the delete itself, db/queries/documents.ts): the row (which holds
 * the wrapped data key, so the body is unreadable from then on) with its audit, then the R2 body. A body left behind by a failed R2
 * delete is ciphertext nobody can open, and is logged.
 */
export async function deleteDocument(ctx: ServiceContext, input: { id: string }): Promise<void> {
  const actor = requireDocumentUser(ctx);
  const row = await ownedDocument(ctx, { userId: actor.userId, documentId: input.id });
  if (await documentIsEvidence(ctx.db, row.id)) throw new AppError("CONFLICT", EVIDENCE_MESSAGE);
  const deleted = await deleteDocumentUnlessEvidence(ctx.db, { id: row.id, userId: actor.userId });
  if (!deleted) {
    // Settled meanwhile (evidence now), or removed by a parallel call: only the call that removed
    // the row records it, so parallel deletions audit once.
    throw (await documentExists(ctx.db, row.id)) ? new AppError("CONFLICT", EVIDENCE_MESSAGE) : documentNotFound();
  }
  await documentAudit(ctx, {
    action: "document.deleted",
    documentId: row.id,
    details: { documentType: row.documentType, loadId: row.loadId, wasShared: row.isShared },
  });
  try {
    await (await documentStoreFromEnv(ctx)).remove(row.filePath);
  } catch (error) {
    ctx.logger.error("document_object_not_deleted", { documentId: row.id, error: String(error) });
  }
}
