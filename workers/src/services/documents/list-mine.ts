import type { ServiceContext } from "../../core/service-context";
import { ownDocuments } from "../../db/queries/documents";
import { waiverClausesByDocument } from "../../db/queries/waiver-clauses";
import type { ListMyDocumentsInput } from "../../schemas/documents";
import { requireDocumentUser } from "../access/documents";
import { type OwnerDocumentView, ownerDocumentView } from "./views";

/** The most a list answers at once; the Document Manager shows one user's own files. */
export const OWN_DOCUMENTS_LIMIT = 500;

/** The caller's own documents, newest first. Scoped by the session only: no input can widen it. */
export async function listMyDocuments(ctx: ServiceContext, input: ListMyDocumentsInput): Promise<OwnerDocumentView[]> {
  const actor = requireDocumentUser(ctx);
  const rows = await ownDocuments(ctx.db, {
    userId: actor.userId,
    unlinked: input.unlinked,
    loadId: input.loadId,
    limit: OWN_DOCUMENTS_LIMIT,
  });
  const clauses = await waiverClausesByDocument(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ownerDocumentView(row, clauses.get(row.id)));
}
