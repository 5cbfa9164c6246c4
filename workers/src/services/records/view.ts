import { parseTags } from "@truerate/domain/documents/tags";
import { brokerMargin } from "@truerate/domain/records/margin";
import type { ServiceContext } from "../../core/service-context";
import { loadRecordParts } from "../../db/queries/records";
import type { loads } from "../../db/schema";
import { loadForRecord } from "../access/records";
import { carrierLoadView, trueRateOf } from "../loads/load-views";
import { recordView } from "./record-view";
import { revisionAwaitingReview } from "./revision";

type LoadRow = typeof loads.$inferSelect;

/**
 * A load's request, its record (the newest version, and the list of every version), the documents
 * shared with its carrier with their SHA-256, and the broker's margin: the true rate per the record
 * (what the shipper paid) beside the carrier's rate. Once an administrator verified the true rate
 * from a version, the margin stays with that version, and a newer one is a revision awaiting review.
 */
export async function viewLoadRecord(ctx: ServiceContext, input: { loadId: string }) {
  const { load } = await loadForRecord(ctx, input.loadId);
  const { requests, records, shared } = await loadRecordParts(ctx.db, load.id);
  const request = requests[0];
  const latest = records[0];
  const revision = revisionAwaitingReview(load, records);
  // While a revision awaits review, the figures stay those of the version that was verified.
  const counted = revision ? records.find((record) => record.version === revision.verifiedVersion) : latest;
  const evidenceIds = new Set(records.flatMap((record) => record.evidence.map((item) => item.documentId)));
  return {
    load: { ...carrierLoadView(load), trueRateRecordVersion: load.trueRateRecordVersion },
    request: request
      ? {
          status: request.status,
          queuedAt: request.queuedAt.toISOString(),
          deliveredAt: request.deliveredAt?.toISOString() ?? null,
          answeredAt: request.answeredAt?.toISOString() ?? null,
        }
      : null,
    record: latest ? recordView(latest) : null,
    versions: records.map((record) => ({
      version: record.version,
      submittedAt: record.submittedAt.toISOString(),
      submittedByEmail: record.submittedByEmail,
      channel: record.channel,
    })),
    documents: shared.map((document) => ({
      id: document.id,
      fileName: document.fileName,
      documentType: document.documentType,
      tags: parseTags(document.tags),
      sha256: document.contentSha256,
      sharedAt: document.sharedAt?.toISOString() ?? null,
      carrierApprovalStatus: document.carrierApprovalStatus,
      evidence: evidenceIds.has(document.id),
    })),
    revision,
    margin: marginOf(counted?.compensationCents ?? null, load),
  };
}

/**
 * The margin on the record's figure (what it says the shipper paid) or, with no record, on the
 * true rate an administrator verified: the one true rate the load's search row shows too.
 */
function marginOf(recordCents: number | null, load: LoadRow) {
  if (recordCents !== null) {
    const margin = brokerMargin(recordCents, load.rateCents);
    return margin ? { ...margin, basis: "record" as const } : null;
  }
  const verified = trueRateOf(load) === null ? null : load.trueRateCents;
  const margin = verified === null ? null : brokerMargin(verified, load.rateCents);
  return margin ? { ...margin, basis: "verified" as const } : null;
}
