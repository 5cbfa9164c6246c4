import type { ServiceContext } from "../../../core/service-context";
import { carrierSharedPage } from "../../../db/queries/documents";
import { waiverClausesByDocument } from "../../../db/queries/waiver-clauses";
import type { CarrierSharedQuery } from "../../../schemas/carrier-documents";
import { requireCarrier } from "../../access/documents";
import { type CarrierSharedDocumentView, carrierSharedDocumentView } from "../views";

/** The most loads the load filter offers: a carrier's newest shares. */
const LOAD_CHOICES = 200;

/**
 * Shared Documents: what brokers sent this carrier, newest first, a numbered page at a time, with
 * each load's details and waiver clauses; the filters' total and the loads to filter by beside it.
 */
export async function listCarrierSharedDocuments(
  ctx: ServiceContext,
  input: CarrierSharedQuery,
): Promise<{
  documents: CarrierSharedDocumentView[];
  total: number;
  page: number;
  pageSize: number;
  loads: { loadId: string; loadNumber: string }[];
}> {
  const actor = requireCarrier(ctx);
  const { rows, total, choices } = await carrierSharedPage(ctx.db, {
    userId: actor.userId,
    type: input.type,
    status: input.status,
    loadId: input.loadId,
    q: input.q,
    page: input.page,
    pageSize: input.pageSize,
    loadChoices: LOAD_CHOICES,
  });
  const now = ctx.now();
  const clauses = await waiverClausesByDocument(
    ctx.db,
    rows.map(({ document }) => document.id),
  );
  return {
    documents: rows.map(({ document, load }) =>
      carrierSharedDocumentView(document, load, now, clauses.get(document.id)),
    ),
    total,
    page: input.page,
    pageSize: input.pageSize,
    loads: choices.map(({ loadId, loadNumber }) => ({ loadId, loadNumber })),
  };
}
