import { brokerSendStoredAs, type StoredAs } from "@truerate/domain/documents/broker-send-types";
import { cleanDisplayText } from "@truerate/domain/documents/file-name";
import { BROKER_UPLOAD_RULES, checkBrokerUpload } from "@truerate/domain/documents/upload-rules";
import { AppError } from "../../../core/errors";
import type { ServiceContext } from "../../../core/service-context";
import { brokerageLoadWithCarrier } from "../../../db/queries/documents";
import type { ShareDocumentInput } from "../../../schemas/broker-documents";
import { CUSTOM_MESSAGE_MAX } from "../../../schemas/broker-documents";
import { loadNotFound, requireBrokerage } from "../../access/documents";
import { asUploadedFile, listedFileName, readCheckedBytes, uploadRefusal } from "../upload-file";
import { brokerSharedDocumentView } from "../views";
import { deliverToCarrier } from "./deliver-to-carrier";

/** The sent type as stored (see brokerSendStoredAs); an unknown one is the client's mistake. */
function storedAs(sent: string | undefined): StoredAs {
  const stored = brokerSendStoredAs(sent);
  if (stored) return stored;
  throw new AppError("VALIDATION_FAILED", "Unknown document type", {
    fields: { documentType: ["Unknown document type"] },
  });
}

/** The brokerage's load with its carrier; any other load answers the same 404 as an unknown id. */
async function brokerageLoad(ctx: ServiceContext, brokerageId: string, loadId: string) {
  const found = await brokerageLoadWithCarrier(ctx.db, { loadId, brokerageId });
  if (!found) throw loadNotFound();
  return found;
}

/**
 * A broker sends a document for one of the brokerage's loads to the load's carrier (docs/product.md#load-board-calls),
 * through deliverToCarrier (the document, the notification, the deadline met when in time, the
 * audit, the settled deadline object and the carrier's e-mail). The document is read in the
 * background (workers/reader), which then sets its verification.
 */
export async function shareDocument(ctx: ServiceContext, input: ShareDocumentInput) {
  const actor = requireBrokerage(ctx);
  const file = asUploadedFile(input.document);
  const check = checkBrokerUpload({ file, loadId: input.loadId });
  if (!check.ok) throw uploadRefusal(check);
  const { documentType, tags } = storedAs(input.documentType);
  const found = await brokerageLoad(ctx, actor.brokerageId, input.loadId ?? "");
  const { load } = found;
  if (!load.userId) throw new AppError("CONFLICT", "This load's carrier no longer has an account");
  const bytes = await readCheckedBytes(BROKER_UPLOAD_RULES, check.kind, file as File);
  const customMessage = cleanDisplayText(input.customMessage ?? "", CUSTOM_MESSAGE_MAX) || null;
  const result = await deliverToCarrier(ctx, {
    load: { ...load, userId: load.userId },
    carrier: { email: found.carrierEmail, mcNumber: found.carrierMcNumber },
    sender: { ownerId: actor.userId, actorUserId: actor.userId, brokerageId: actor.brokerageId, via: "broker" },
    files: [
      {
        bytes,
        mimeType: check.mimeType,
        originalFileName: check.fileName,
        fileName: listedFileName(cleanDisplayText(input.documentName ?? "") || null, check.fileName),
        documentType,
        tags,
      },
    ],
    customMessage,
  });
  const [shared] = result.documents;
  if (!shared) throw new Error("the shared document was not stored");
  const { row } = shared;
  const complianceStatus = result.complianceStatus;
  return {
    document: brokerSharedDocumentView(
      row,
      { ...load, complianceStatus },
      {
        companyName: found.carrierCompanyName,
        mcNumber: found.carrierMcNumber,
      },
    ),
    complianceStatus,
    // Unverified until the reader has read it (GET /api/documents/{id}/reading says when).
    verificationStatus: "unverified" as const,
    verificationConfidence: 0,
    readingStatus: "pending" as const,
  };
}
