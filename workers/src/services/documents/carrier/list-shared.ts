import { and, desc, eq } from "drizzle-orm";
import type { ServiceContext } from "../../../core/service-context";
import { documents, loads } from "../../../db/schema";
import { requireCarrier } from "../../access/documents";
import { type CarrierSharedDocumentView, carrierSharedDocumentView } from "../views";
import { waiverClausesByDocument } from "../waiver-clauses";

export const CARRIER_SHARED_LIMIT = 500;

/** Shared Documents: what brokers sent this carrier, newest first, with each load's details and waiver clauses. */
export async function listCarrierSharedDocuments(ctx: ServiceContext): Promise<CarrierSharedDocumentView[]> {
  const actor = requireCarrier(ctx);
  const rows = await ctx.db
    .select({ document: documents, load: loads })
    .from(documents)
    .leftJoin(loads, eq(loads.id, documents.loadId))
    .where(and(eq(documents.sharedWithUserId, actor.userId), eq(documents.isShared, true)))
    .orderBy(desc(documents.sharedAt), desc(documents.id))
    .limit(CARRIER_SHARED_LIMIT);
  const now = ctx.now();
  const clauses = await waiverClausesByDocument(
    ctx.db,
    rows.map(({ document }) => document.id),
  );
  return rows.map(({ document, load }) => carrierSharedDocumentView(document, load, now, clauses.get(document.id)));
}
