import { and, eq } from "drizzle-orm";
import { documents } from "../../db/schema";
import type { ServiceContext } from "../../http/service-context";
import { documentNotFound, requireDocumentUser } from "./access";
import { documentAudit } from "./audit";
import { ownedDocument } from "./owned";
import { documentStoreFromEnv } from "./store";

/**
 * Deletes one of the caller's documents: the row (which holds the wrapped data key, so the body is
 * unreadable from then on), its audit, then the R2 body. A body left behind by a failed R2
 * delete is ciphertext nobody can open, and is logged.
 */
export async function deleteDocument({ ctx, input }: { ctx: ServiceContext; input: { id: string } }): Promise<void> {
  const actor = requireDocumentUser(ctx);
  const row = await ownedDocument(ctx, actor.userId, input.id);
  const deleted = await ctx.db
    .delete(documents)
    .where(and(eq(documents.id, row.id), eq(documents.userId, actor.userId)))
    .returning({ id: documents.id });
  // Only the call that removed the row records it: parallel deletions audit once, the others 404.
  if (deleted.length === 0) throw documentNotFound();
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
