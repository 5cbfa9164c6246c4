import { centsToDollars } from "@truerate/domain/money";
import { notFound } from "../../../core/errors";
import type { ServiceContext } from "../../../core/service-context";
import { loadOfId } from "../../../db/queries/access";
import type { LoadEvidenceView } from "../../../schemas/admin/evidence";
import { requireAdministrator } from "../../access/admin";
import { LOAD_ACCESS_MESSAGES } from "../../access/loads";
import { recordView } from "../../records/record-view";
import { judgeEvidence } from "./compare";
import { evidenceDocuments, latestRecords, readingsOf } from "./gather";

/**
 * GET /api/admin/loads/{id}/evidence: the load as the carrier entered it, the newest version of
 * the broker's record and the readings of its rate confirmations and invoices, side by side, with
 * every fact compared and the true rate the evidence agrees on.
 */
export async function loadEvidence(ctx: ServiceContext, input: { id: string }): Promise<LoadEvidenceView> {
  requireAdministrator(ctx);
  const [load, records, items] = await Promise.all([
    loadOfId(ctx.db, input.id),
    latestRecords(ctx, { loadId: input.id }),
    evidenceDocuments(ctx, { loadId: input.id }),
  ]);
  if (!load) throw notFound(LOAD_ACCESS_MESSAGES.notFound);
  const record = records.get(load.id) ?? null;
  const judgement = judgeEvidence(load, record, readingsOf(items));
  return {
    load: {
      id: load.id,
      loadNumber: load.loadNumber,
      brokerName: load.brokerName,
      carrierPay: centsToDollars(load.rateCents),
      date: load.date,
      pickup: `${load.pickupCity}, ${load.pickupState}`,
      delivery: `${load.deliveryCity}, ${load.deliveryState}`,
      trueRate: load.trueRateCents === null ? null : centsToDollars(load.trueRateCents),
      verified: load.verified,
    },
    record: record ? recordView(record) : null,
    documents: items.map((item) => ({
      documentId: item.documentId,
      fileName: item.fileName,
      kind: item.kind,
      status: item.status,
      reason: item.reason as LoadEvidenceView["documents"][number]["reason"],
      detail: item.detail,
      readAt: item.readAt?.toISOString() ?? null,
      fields: item.fields,
      clauses: item.clauses,
    })),
    comparisons: judgement.comparisons,
    suggestedTrueRate: judgement.suggestedTrueRate,
  };
}
