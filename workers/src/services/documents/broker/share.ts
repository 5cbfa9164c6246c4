import { and, eq } from "drizzle-orm";
import { DOCUMENT_TYPES, type DocumentType } from "../../../domain/enums";
import { BROKER_UPLOAD_RULES, checkBrokerUpload } from "../../../domain/documents/upload-rules";
import { cleanDisplayText } from "../../../domain/documents/file-name";
import { verifyDocumentContent } from "../../../domain/documents/verification/verify-document";
import { documents, loads, notifications, users } from "../../../db/schema";
import { AppError } from "../../../http/errors";
import type { ServiceContext } from "../../../http/service-context";
import type { MailMessage } from "../../../queues/messages";
import { deadlineMetStatements } from "../../deadlines/compliance-sql";
import { settleLoadDeadline } from "../../deadlines/settle";
import { loadNotFound, requireBrokerage } from "../access";
import { documentAudit } from "../audit";
import { documentStoreFromEnv } from "../store";
import { asUploadedFile, listedFileName, readCheckedBytes, uploadRefusal } from "../upload-file";
import { brokerSharedDocumentView } from "../views";

export interface ShareDocumentInput {
  document?: unknown;
  loadId?: string | undefined;
  documentType?: string | undefined;
  documentName?: string | undefined;
  customMessage?: string | undefined;
}

export const CUSTOM_MESSAGE_MAX = 1000;

/** The broker screen sends 'compliance', the schema's compliance_doc; a schema type is kept as is. */
function storedDocumentType(sent: string | undefined): DocumentType {
  if (!sent || sent === "compliance") return "compliance_doc";
  if ((DOCUMENT_TYPES as readonly string[]).includes(sent)) return sent as DocumentType;
  throw new AppError("VALIDATION_FAILED", "Unknown document type", {
    fields: { documentType: ["Unknown document type"] },
  });
}

/** The brokerage's load with its carrier; any other load answers the same 404 as an unknown id. */
async function brokerageLoad(ctx: ServiceContext, brokerageId: string, loadId: string) {
  const [found] = await ctx.db
    .select({
      load: loads,
      carrierEmail: users.email,
      carrierMcNumber: users.mcNumber,
      carrierCompanyName: users.companyName,
    })
    .from(loads)
    .leftJoin(users, eq(users.id, loads.userId))
    .where(and(eq(loads.id, loadId), eq(loads.brokerageId, brokerageId)))
    .limit(1);
  if (!found) throw loadNotFound();
  return found;
}

/**
 * A broker sends a document for one of the brokerage's loads to the load's carrier (spec 001 §7).
 * In one batch: the document, shared with the carrier; the carrier's notification; the load made
 * compliant with its 'deadline_met' event when this is in time; the audit row. Then the load's
 * deadline object is settled and the carrier is e-mailed through the queue. The answer carries
 * the text verification (what the document states of the load; see verify-document.ts).
 */
export async function shareDocument({ ctx, input }: { ctx: ServiceContext; input: ShareDocumentInput }) {
  const actor = requireBrokerage(ctx);
  const file = asUploadedFile(input.document);
  const check = checkBrokerUpload({ file, loadId: input.loadId });
  if (!check.ok) throw uploadRefusal(check);
  const documentType = storedDocumentType(input.documentType);
  const { load, carrierEmail, carrierMcNumber, carrierCompanyName } = await brokerageLoad(
    ctx,
    actor.brokerageId,
    input.loadId ?? "",
  );
  if (!load.userId) throw new AppError("CONFLICT", "This load's carrier no longer has an account");
  const carrierId = load.userId;
  const bytes = await readCheckedBytes(BROKER_UPLOAD_RULES, check.kind, file as File);
  const verification = await verifyDocumentContent({
    bytes,
    mimeType: check.mimeType,
    expected: { loadNumber: load.loadNumber, rateCents: load.rateCents, brokerName: load.brokerName },
  });

  const id = crypto.randomUUID();
  const now = ctx.now();
  const customMessage = cleanDisplayText(input.customMessage ?? "", CUSTOM_MESSAGE_MAX) || null;
  const documentName = cleanDisplayText(input.documentName ?? "") || null;
  const fileName = listedFileName(documentName, check.fileName);
  const store = await documentStoreFromEnv(ctx.env);
  const stored = await store.putEncrypted({ id, ownerId: actor.userId, body: bytes });
  let inserted: typeof documents.$inferSelect | undefined;
  let complianceStatus = load.complianceStatus;
  try {
    const results = await ctx.db.batch([
      ctx.db
        .insert(documents)
        .values({
          id,
          userId: actor.userId,
          brokerageId: actor.brokerageId,
          loadId: load.id,
          loadNumber: load.loadNumber,
          fileName,
          originalFileName: check.fileName,
          documentType,
          fileSize: stored.size,
          mimeType: check.mimeType,
          filePath: stored.filePath,
          uploadedAt: new Date(now),
          sharedWithCarrierMc: carrierMcNumber,
          sharedWithUserId: carrierId,
          complianceDeadline: load.deadlineAt,
          isShared: true,
          sharedAt: new Date(now),
          isEncrypted: true,
          encryptionKeyId: stored.encryptionKeyId,
          wrappedKey: stored.wrappedKey,
          contentSha256: stored.contentSha256,
          notes: customMessage,
          verificationStatus: verification.verificationStatus,
          verificationConfidence: verification.verificationConfidence,
        })
        .returning(),
      ctx.db.insert(notifications).values({
        userId: carrierId,
        documentId: id,
        loadId: load.id,
        type: "document_shared",
        title: "New document shared",
        message: sharedMessage(load.loadNumber, load.brokerName, customMessage),
        createdAt: new Date(now),
        dedupeKey: `document-shared:${id}`,
      }),
      ...deadlineMetStatements(ctx.db, { loadId: load.id, now, actorUserId: actor.userId, requestId: ctx.requestId }),
      documentAudit(ctx, {
        action: "document.shared",
        documentId: id,
        details: { loadId: load.id, documentType, verificationStatus: verification.verificationStatus },
      }),
      ctx.db.select({ complianceStatus: loads.complianceStatus }).from(loads).where(eq(loads.id, load.id)),
    ]);
    inserted = results[0][0];
    complianceStatus = results[6][0]?.complianceStatus ?? complianceStatus;
  } catch (error) {
    await store.remove(stored.filePath).catch(() => undefined);
    throw error;
  }
  if (!inserted) throw new Error("the document row was not returned");
  if (complianceStatus === "compliant") await settleLoadDeadline({ ctx, loadId: load.id });
  if (carrierEmail) {
    // The carrier's in-app notification is already written; the e-mail only echoes it.
    await ctx.env.NOTIFICATIONS.send(
      sharedMail(id, carrierEmail, load.loadNumber, load.brokerName, customMessage),
    ).catch((error: unknown) =>
      ctx.logger.error("document_shared_mail_not_queued", { documentId: id, error: String(error) }),
    );
  }

  return {
    document: brokerSharedDocumentView(
      inserted,
      { ...load, complianceStatus },
      {
        companyName: carrierCompanyName,
        mcNumber: carrierMcNumber,
      },
    ),
    complianceStatus,
    verificationStatus: verification.verificationStatus,
    verificationConfidence: verification.verificationConfidence,
  };
}

function sharedMessage(loadNumber: string, brokerName: string, customMessage: string | null): string {
  const base = `${brokerName} shared a document for load ${loadNumber}. Open Shared Documents to view and approve it.`;
  return customMessage ? `${base} Message: ${customMessage}` : base;
}

function sharedMail(
  documentId: string,
  to: string,
  loadNumber: string,
  brokerName: string,
  customMessage: string | null,
): MailMessage {
  return {
    kind: "mail",
    dedupeKey: `document-shared:${documentId}:mail`,
    to,
    template: "document-shared",
    subject: `TrueRate: a document for load ${loadNumber}`,
    text: sharedMessage(loadNumber, brokerName, customMessage),
  };
}
