import type { RecordChannel } from "@truerate/domain/enums";
import { recordContentSha256 } from "@truerate/domain/records/record-content";
import { type RecordInput, recordCents } from "@truerate/domain/records/record-input";
import { and, desc, eq, or, sql } from "drizzle-orm";
import type { ServiceContext } from "../../core/service-context";
import { asStatement } from "../../db/as-statement";
import { transactionRecords } from "../../db/schema";
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
  return asStatement(
    ctx.env.DB,
    ctx.db
      .insert(transactionRecords)
      .values({
        id: input.id,
        loadId: input.loadId,
        version: sql`COALESCE((SELECT CASE WHEN content_sha256 = ${contentSha256} THEN version ELSE version + 1 END
        FROM transaction_records WHERE load_id = ${input.loadId} ORDER BY version DESC LIMIT 1), 1)`,
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
      })
      .onConflictDoNothing({ target: [transactionRecords.loadId, transactionRecords.version] }),
  );
}

/** The SQL condition "this version was written", for what must only be written along with it. */
export const recordWasWritten = (recordId: string) => ({
  sql: "EXISTS (SELECT 1 FROM transaction_records WHERE id = ?)",
  params: [recordId],
});

/**
 * After the batch: the version that states this content — the one just written, or the latest one
 * it repeated. Null only when the load's records are gone (the load was deleted meanwhile).
 */
export async function writtenRecord(
  ctx: ServiceContext,
  input: { id: string; loadId: string; record: RecordInput; evidence: EvidenceDocument[] },
): Promise<{ recordId: string; repeated: boolean } | null> {
  const row = await ctx.db
    .select({ id: transactionRecords.id })
    .from(transactionRecords)
    .where(
      and(
        eq(transactionRecords.loadId, input.loadId),
        or(
          eq(transactionRecords.id, input.id),
          eq(transactionRecords.contentSha256, recordContentSha256(input.record, input.evidence)),
        ),
      ),
    )
    .orderBy(desc(sql`${transactionRecords.id} = ${input.id}`), desc(transactionRecords.version))
    .limit(1)
    .get();
  return row ? { recordId: row.id, repeated: row.id !== input.id } : null;
}

export const RECORD_CHANGED_MESSAGE = "The record changed meanwhile; please submit again";
