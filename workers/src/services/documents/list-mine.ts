import { and, desc, eq, isNull, type SQL } from "drizzle-orm";
import type { ServiceContext } from "../../core/service-context";
import { documents } from "../../db/schema";
import type { ListMyDocumentsInput } from "../../schemas/documents";
import { requireDocumentUser } from "../access/documents";
import { type OwnerDocumentView, ownerDocumentView } from "./views";
import { waiverClausesByDocument } from "./waiver-clauses";

/** The most a list answers at once; the Document Manager shows one user's own files. */
export const OWN_DOCUMENTS_LIMIT = 500;

/** The caller's own documents, newest first. Scoped by the session only: no input can widen it. */
export async function listMyDocuments(ctx: ServiceContext, input: ListMyDocumentsInput): Promise<OwnerDocumentView[]> {
  const actor = requireDocumentUser(ctx);
  const filters: SQL[] = [eq(documents.userId, actor.userId)];
  if (input.unlinked) filters.push(isNull(documents.loadId));
  else if (input.loadId) filters.push(eq(documents.loadId, input.loadId));
  const rows = await ctx.db
    .select()
    .from(documents)
    .where(and(...filters))
    .orderBy(desc(documents.uploadedAt), desc(documents.id))
    .limit(OWN_DOCUMENTS_LIMIT);
  const clauses = await waiverClausesByDocument(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ownerDocumentView(row, clauses.get(row.id)));
}
