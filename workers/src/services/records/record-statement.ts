import type { RecordChannel } from "@truerate/domain/enums";
import { recordContentSha256 } from "@truerate/domain/records/record-content";
import { type RecordInput, recordCents } from "@truerate/domain/records/record-input";
import type { ServiceContext } from "../../core/service-context";
import { insertRecordVersion, recordByIdOrContent, recordWasWritten } from "../../db/queries/records";
import type { EvidenceDocument } from "../../db/schema/records";

/**
 * The insert of a record's next version, to batch with what it documents. The version is computed
 * inside the insert: the load's highest plus one, unless the latest version states exactly this
 * content, in which case the insert claims the latest's number and the unique (load, version) index
 * makes it a no-op. D1 runs one statement at a time, so five identical submissions at once make one
 * version; `writtenRecord` tells the caller which happened.
 */
export function recordVersionStatement(
  ctx: ServiceContext,
  input: {
    id: string;
    loadId: string;
    record: RecordInput;
    channel: RecordChannel;
    submittedByUserId: string | null;
    submittedByEmail: string;
    evidence: EvidenceDocument[];
    now: number;
  },
): D1PreparedStatement {
  const { record } = input;
  const contentSha256 = recordContentSha256(record, input.evidence);
  return insertRecordVersion(ctx.env.DB, ctx.db, {
    id: input.id,
    loadId: input.loadId,
    channel: input.channel,
    submittedByUserId: input.submittedByUserId,
    submittedByEmail: input.submittedByEmail.toLowerCase(),
    submittedAt: new Date(input.now),
    consignor: record.consignor,
    originatingCarrier: record.originatingCarrier,
    billOfLadingNumber: record.billOfLadingNumber,
    payer: record.payer,
    nonBrokerageServices: record.nonBrokerageServices ?? null,
    carrierPaidOn: record.carrierPaidOn ?? null,
    shipperPaidOn: record.shipperPaidOn ?? null,
    claims: record.claims ?? null,
    evidence: input.evidence,
    contentSha256,
    ...recordCents(record),
  });
}

export { recordWasWritten };

/**
 * After the batch: the version that states this content — the one just written, or the latest one
 * it repeated. Null only when the load's records are gone (the load was deleted meanwhile).
 */
export async function writtenRecord(
  ctx: ServiceContext,
  input: { id: string; loadId: string; record: RecordInput; evidence: EvidenceDocument[] },
): Promise<{ recordId: string; repeated: boolean } | null> {
  const row = await recordByIdOrContent(ctx.db, {
    id: input.id,
    loadId: input.loadId,
    contentSha256: recordContentSha256(input.record, input.evidence),
  });
  return row ? { recordId: row.id, repeated: row.id !== input.id } : null;
}

export const RECORD_CHANGED_MESSAGE = "The record changed meanwhile; please submit again";
