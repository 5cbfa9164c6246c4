import { centsToDollars } from "@truerate/domain/money";
import type { ServiceContext } from "../../../core/service-context";
import { loadsAwaitingVerification } from "../../../db/queries/admin-evidence";
import type { VerificationQueueRowView, VerificationQueueView } from "../../../schemas/admin/evidence";
import { requireAdministrator } from "../../access/admin";
import { type EvidenceStanding, evidenceStanding, judgeEvidence } from "./compare";
import { type EvidenceDocument, evidenceDocuments, latestRecords, readingsOf } from "./gather";

/**
 * How many loads the queue judges at once. The judgement needs every reading of a load, so the
 * order cannot come from SQL; the newest this many unverified loads with readings are judged.
 */
const VERIFICATION_QUEUE_SCOPE = 2000;

const STANDING_ORDER: Record<EvidenceStanding, number> = { agrees: 0, partial: 1, disagrees: 2 };

/**
 * GET /api/admin/loads/verification-queue: the loads still without a verified true rate whose
 * documents were read, those whose evidence agrees first, then partial, then the rest (newest
 * upload first within each), a numbered page at a time.
 */
export async function verificationQueue(
  ctx: ServiceContext,
  input: { page: number; pageSize: number },
): Promise<VerificationQueueView> {
  requireAdministrator(ctx);
  const [rows, records, items] = await Promise.all([
    loadsAwaitingVerification(ctx.db, VERIFICATION_QUEUE_SCOPE),
    latestRecords(ctx, "awaiting verification"),
    evidenceDocuments(ctx, "awaiting verification"),
  ]);
  const byLoad = new Map<string, EvidenceDocument[]>();
  for (const item of items) byLoad.set(item.loadId, [...(byLoad.get(item.loadId) ?? []), item]);
  const judged = rows.flatMap((load): VerificationQueueRowView[] => {
    const readings = readingsOf(byLoad.get(load.id) ?? []);
    if (readings.length === 0) return [];
    const judgement = judgeEvidence(load, records.get(load.id) ?? null, readings);
    return [
      {
        loadId: load.id,
        loadNumber: load.loadNumber,
        brokerName: load.brokerName,
        date: load.date,
        carrierPay: centsToDollars(load.rateCents),
        standing: evidenceStanding(judgement),
        agreeing: judgement.agreeing,
        disagreeing: judgement.disagreeing,
        readings: readings.length,
        suggestedTrueRate: judgement.suggestedTrueRate,
      },
    ];
  });
  // Within a standing, more agreeing facts first; a stable sort keeps the newest first after that.
  judged.sort((a, b) => STANDING_ORDER[a.standing] - STANDING_ORDER[b.standing] || b.agreeing - a.agreeing);
  const start = (input.page - 1) * input.pageSize;
  return {
    loads: judged.slice(start, start + input.pageSize),
    total: judged.length,
    page: input.page,
    pageSize: input.pageSize,
  };
}
