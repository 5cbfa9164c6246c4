import { and, eq } from "drizzle-orm";
import type { ServiceContext } from "../../core/service-context";
import { documents } from "../../db/schema";
import { documentNotFound, requireDocumentUser } from "./access";
import { documentAudit } from "./audit";
import { ownedDocument } from "./owned";
import { documentStoreFromEnv } from "./store";

/**
 * Deletes one of the caller's documents: the row (which holds the wrapped data key, so the body is
 * unreadable from then on) with its audit, then the R2 body. A body left behind by a failed R2
 * delete is ciphertext nobody can open, and is logged.
 */
export async function deleteDocument({ ctx, input }: { ctx: ServiceContext; input: { id: string } }): Promise<void> {
  const actor = requireDocumentUser(ctx);
  const row = await ownedDocument(ctx, actor.userId, input.id);
  const [deleted] = await ctx.db.batch([
    ctx.db
      .delete(documents)
      .where(and(eq(documents.id, row.id), eq(documents.userId, actor.userId)))
      .returning({ id: documents.id }),
    documentAudit(ctx, {
      action: "document.deleted",
      documentId: row.id,
      details: { documentType: row.documentType, loadId: row.loadId, wasShared: row.isShared },
    }),
  ]);
  if (deleted.length === 0) throw documentNotFound();
  try {
    await (await documentStoreFromEnv(ctx.env)).remove(row.filePath);
  } catch (error) {
    ctx.logger.error("document_object_not_deleted", { documentId: row.id, error: String(error) });
  }
}
