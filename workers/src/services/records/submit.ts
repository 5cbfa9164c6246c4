import { type RecordInput, recordDateErrors } from "@truerate/domain/records/record-input";
import { AppError, forbidden, validationFailed } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { brokerageSharedDocuments } from "../../db/queries/records";
import { runStatements } from "../../db/run-batch";
import { loadForRecord } from "../access/records";
import { auditRecordWhen } from "../audit/audit";
import { RECORD_CHANGED_MESSAGE, recordVersionStatement, recordWasWritten, writtenRecord } from "./record-statement";
import { announceRecordRevision } from "./revision";

export const RECORD_SUBMIT_MESSAGES = {
  brokersOnly: "Only the load's brokerage can submit its record.",
  noEvidence: "Send the rate confirmation to the carrier first: a record needs its documents.",
} as const;

/**
 * A registered broker submits (or corrects) the record of one of the brokerage's loads: a new
 * version whose evidence is every document the brokerage shared for the load, with their SHA-256.
 * Submitting exactly what the latest version states again writes nothing and answers that version.
 */
export async function submitLoadRecord(
  ctx: ServiceContext,
  input: { loadId: string; record: RecordInput },
): Promise<{ recordId: string; repeated: boolean }> {
  const { actor, load } = await loadForRecord(ctx, input.loadId);
  if (actor.role !== "broker") throw forbidden(RECORD_SUBMIT_MESSAGES.brokersOnly);
  const dateErrors = recordDateErrors(input.record, load.date);
  const firstDateError = Object.values(dateErrors)[0]?.[0];
  if (firstDateError) throw validationFailed(firstDateError, dateErrors);
  const shared = await brokerageSharedDocuments(ctx.db, { loadId: load.id, brokerageId: load.brokerageId ?? "" });
  if (shared.length === 0) throw new AppError("CONFLICT", RECORD_SUBMIT_MESSAGES.noEvidence);

  const id = crypto.randomUUID();
  const now = ctx.now();
  const evidence = shared.map((document) => ({
    documentId: document.id,
    documentType: document.documentType,
    fileName: document.fileName,
    sha256: document.contentSha256 ?? "",
  }));
  await runStatements(ctx.env.DB, [
    recordVersionStatement(ctx, {
      id,
      loadId: load.id,
      record: input.record,
      channel: "broker",
      submittedByUserId: actor.userId,
      submittedByEmail: actor.email,
      evidence,
      now,
    }),
    auditRecordWhen(ctx, {
      entry: { action: "load.record_submitted", entityType: "load", entityId: load.id, details: { recordId: id } },
      when: recordWasWritten(id),
    }),
  ]);
  const written = await writtenRecord(ctx, { id, loadId: load.id, record: input.record, evidence });
  if (!written) throw new AppError("CONFLICT", RECORD_CHANGED_MESSAGE);
  if (!written.repeated) await announceRecordRevision(ctx, { loadId: load.id, recordId: written.recordId });
  return written;
}
