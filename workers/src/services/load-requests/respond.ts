import { cleanDisplayText } from "@truerate/domain/documents/file-name";
import { INVOICE_TAG } from "@truerate/domain/documents/tags";
import { BROKER_UPLOAD_RULES, checkBrokerUpload } from "@truerate/domain/documents/upload-rules";
import type { DocumentType } from "@truerate/domain/enums";
import { recordDateErrors } from "@truerate/domain/records/record-input";
import { AppError, validationFailed } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { claimRequestAnswer, releaseRequestAnswer } from "../../db/queries/load-requests";
import type { EvidenceDocument } from "../../db/schema/records";
import type { LoadResponseForm } from "../../schemas/load-requests";
import { type CarrierBoundFile, deliverToCarrier } from "../documents/broker/deliver-to-carrier";
import { asUploadedFile, readCheckedBytes, uploadRefusal } from "../documents/upload-file";
import { RECORD_CHANGED_MESSAGE, recordVersionStatement, writtenRecord } from "../records/record-statement";
import { announceRecordRevision } from "../records/revision";
import { loadOfResponseLink } from "./request-load";
import { RESPONSE_LINK_MESSAGES } from "./response-token";

export const RESPONSE_MESSAGES = {
  rateConfirmation: "Please upload the rate confirmation",
} as const;

export type RespondInput = LoadResponseForm & { token: string };

/** A file field checked with the broker upload rules; its messages name the field. */
async function checkedFile(
  field: "rateConfirmation" | "invoice",
  value: unknown,
  documentType: DocumentType,
  loadId: string,
) {
  const named = (error: AppError, message = error.message) =>
    new AppError(error.code, message, { fields: { [field]: [message] } });
  const file = asUploadedFile(value);
  const check = checkBrokerUpload({ file, loadId });
  if (!check.ok) {
    const missing = check.problem === "missing" && field === "rateConfirmation";
    throw named(uploadRefusal(check), missing ? RESPONSE_MESSAGES.rateConfirmation : check.message);
  }
  const bytes = await readCheckedBytes(BROKER_UPLOAD_RULES, check.kind, file as File).catch((error: unknown) => {
    throw error instanceof AppError ? named(error) : error;
  });
  const label = documentType === "rate_confirmation" ? "Rate confirmation" : "Invoice";
  const extension = check.fileName.includes(".") ? check.fileName.slice(check.fileName.lastIndexOf(".")) : "";
  return {
    bytes,
    mimeType: check.mimeType,
    originalFileName: check.fileName,
    fileName: `${label}${extension}`,
    documentType,
    ...(field === "invoice" ? { tags: [INVOICE_TAG] } : {}),
  } satisfies CarrierBoundFile;
}

/**
 * A broker answers a load's 371.3 request through the e-mailed link, without an account: the rate
 * confirmation (and the invoice) go to the carrier exactly as a registered broker's share does
 * (deliverToCarrier: in time, they meet the deadline), and the record is stored as the load's next
 * version with the SHA-256 of each document, all in one batch. The link is claimed first, so a
 * second submission (or a parallel one) answers 409 and changes nothing; a failure releases it.
 */
export async function respondToLoadRequest(ctx: ServiceContext, input: RespondInput) {
  const linked = await loadOfResponseLink(ctx, input.token);
  const { load } = linked;
  const dateErrors = recordDateErrors(input, load.date);
  const firstDateError = Object.values(dateErrors)[0]?.[0];
  if (firstDateError) throw validationFailed(firstDateError, dateErrors);
  if (!load.userId) throw new AppError("CONFLICT", "This load's carrier no longer has an account");
  const files = [await checkedFile("rateConfirmation", input.rateConfirmation, "rate_confirmation", load.id)];
  if (asUploadedFile(input.invoice)) files.push(await checkedFile("invoice", input.invoice, "other", load.id));

  const now = ctx.now();
  const claimed = await claimRequestAnswer(ctx.db, { loadId: load.id, nonce: linked.nonce, now: new Date(now) });
  if (claimed.length === 0) throw new AppError("CONFLICT", RESPONSE_LINK_MESSAGES.used);

  const recordId = crypto.randomUUID();
  let evidence: EvidenceDocument[] = [];
  let result: Awaited<ReturnType<typeof deliverToCarrier>>;
  try {
    result = await deliverToCarrier(ctx, {
      load: { ...load, userId: load.userId },
      carrier: { email: linked.carrierEmail, mcNumber: linked.carrierMcNumber },
      sender: { ownerId: load.userId, actorUserId: null, brokerageId: load.brokerageId, via: "response_link" },
      files,
      customMessage: cleanDisplayText(input.message ?? "", 1000) || null,
      alsoWrite: (stored) => {
        evidence = stored.map(({ id, contentSha256, file }) => ({
          documentId: id,
          documentType: file.documentType,
          fileName: file.fileName,
          sha256: contentSha256,
        }));
        return [
          recordVersionStatement(ctx, {
            id: recordId,
            loadId: load.id,
            record: input,
            channel: "response_link",
            submittedByUserId: null,
            submittedByEmail: load.brokerEmail,
            evidence,
            now,
          }),
        ];
      },
    });
  } catch (error) {
    // Nothing was written: the link works again.
    await releaseRequestAnswer(ctx.db, { loadId: load.id, status: linked.request.status }).catch(() => undefined);
    throw error;
  }
  const written = await writtenRecord(ctx, { id: recordId, loadId: load.id, record: input, evidence });
  if (!written) throw new AppError("CONFLICT", RECORD_CHANGED_MESSAGE);
  if (!written.repeated) await announceRecordRevision(ctx, { loadId: load.id, recordId: written.recordId });
  return { recordId: written.recordId, complianceStatus: result.complianceStatus, documents: result.documents.length };
}
