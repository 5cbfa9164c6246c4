import type { RecordChannel } from "@truerate/domain/enums";
import { type RecordInput, recordCents } from "@truerate/domain/records/record-input";
import { sql } from "drizzle-orm";
import type { ServiceContext } from "../../core/service-context";
import { transactionRecords } from "../../db/schema";
import type { EvidenceDocument } from "../../db/schema/records";
import { asStatement } from "../deadlines/d1-statement";

/**
 * The insert of a record's next version, to batch with what it documents. The version is the
 * load's highest plus one, computed inside the insert; the unique (load, version) index turns a
 * concurrent second writer into a conflict instead of two records of the same version.
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
  return asStatement(
    ctx.env.DB,
    ctx.db.insert(transactionRecords).values({
      id: input.id,
      loadId: input.loadId,
      version: sql`(SELECT COALESCE(MAX(version), 0) + 1 FROM transaction_records WHERE load_id = ${input.loadId})`,
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
      ...recordCents(record),
    }),
  );
}

export const isRecordVersionConflict = (error: unknown) =>
  /UNIQUE constraint failed: transaction_records/i.test(
    `${error instanceof Error ? error.message : ""} ${error instanceof Error ? String(error.cause ?? "") : ""}`,
  );
