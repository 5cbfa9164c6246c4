import type { CARRIER_APPROVAL_STATUSES } from "@truerate/domain/enums";
import type { ServiceContext } from "../../core/service-context";
import { loadRowsWithDocuments } from "../../db/queries/loads";
import { carrierLoadView } from "./load-views";

type LoadDocument = {
  id: string;
  fileName: string;
  isShared: boolean;
  carrierApprovalStatus: (typeof CARRIER_APPROVAL_STATUSES)[number];
};

/**
 * Loads as a broker or an admin sees them (docs/product.md#load-board-entities-and-fields): every field, the carrier who hauled each,
 * and its documents. Newest first, at most `limit`; `brokerageId` keeps a brokerage's loads and
 * only the documents it sent; `date` a day's loads; `id` one load. One D1 batch.
 */
export async function listLoadRows(
  ctx: ServiceContext,
  input: { id?: string; date?: string | undefined; brokerageId?: string; limit: number; offset?: number },
) {
  const { rows, linked } = await loadRowsWithDocuments(ctx.db, input);
  const byLoad = new Map<string, LoadDocument[]>();
  for (const { loadId, ...document } of linked) {
    if (loadId) byLoad.set(loadId, [...(byLoad.get(loadId) ?? []), document]);
  }
  return rows.map(({ load, carrierCompanyName, carrierMcNumber, latestRecordVersion }) => ({
    ...carrierLoadView(load),
    carrierCompanyName,
    carrierMcNumber,
    revisionAwaitingReview: revisionVersion(load, latestRecordVersion),
    documentsUploaded: byLoad.get(load.id) ?? [],
  }));
}

/** The newest record version when it came after the one the true rate was verified from, else null. */
function revisionVersion(
  load: { verified: boolean; trueRateRecordVersion: number | null },
  latest: number | null,
): number | null {
  const bound = load.verified ? load.trueRateRecordVersion : null;
  return bound !== null && latest !== null && latest > bound ? latest : null;
}

export type LoadRowView = Awaited<ReturnType<typeof listLoadRows>>[number];
