import { and, eq } from "drizzle-orm";
import { DOCUMENT_TYPES, type DocumentType } from "../../../domain/enums";
import { BROKER_UPLOAD_RULES, checkBrokerUpload } from "../../../domain/documents/upload-rules";
import { cleanDisplayText } from "../../../domain/documents/file-name";
import { verifyDocumentContent } from "../../../domain/documents/verification/verify-document";
import { auditLog, documents, loads, notifications, users } from "../../../db/schema";
import { AppError } from "../../../http/errors";
import type { ServiceContext } from "../../../http/service-context";
import { deadlineMetStatements } from "../../deadlines/compliance-sql";
import { asStatement } from "../../deadlines/d1-statement";
import { settleLoadDeadline } from "../../deadlines/settle";
import { loadNotFound, requireBrokerage } from "../access";
import { documentStoreFromEnv } from "../store";
import { asUploadedFile, listedFileName, readCheckedBytes, uploadRefusal } from "../upload-file";
import { brokerSharedDocumentView } from "../views";
import { notifyPartner } from "../../partners/webhooks/notify";
import { deadlineEvent, documentSharedEvent } from "../../partners/webhooks/load-events";
import { sharedMail, sharedNotice } from "./share-messages";

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
  const found = await brokerageLoad(ctx, actor.brokerageId, input.loadId ?? "");
  const { load } = found;
  if (!load.userId) throw new AppError("CONFLICT", "This load's carrier no longer has an account");
  const bytes = await readCheckedBytes(BROKER_UPLOAD_RULES, check.kind, file as File);
  const verification = await verifyDocumentContent({
    bytes,
    mimeType: check.mimeType,
    expected: { loadNumber: load.loadNumber, rateCents: load.rateCents, brokerName: load.brokerName },
  });

  const id = crypto.randomUUID();
  const now = ctx.now();
  const customMessage = cleanDisplayText(input.customMessage ?? "", CUSTOM_MESSAGE_MAX) || null;
  const notice = sharedNotice({ loadNumber: load.loadNumber, brokerName: load.brokerName, customMessage });
  const store = await documentStoreFromEnv(ctx.env);
  const stored = await store.putEncrypted({ id, ownerId: actor.userId, body: bytes });
  const d1 = ctx.env.DB;
  try {
    await d1.batch([
      asStatement(
        d1,
        ctx.db.insert(documents).values({
          id,
          userId: actor.userId,
          brokerageId: actor.brokerageId,
          loadId: load.id,
          loadNumber: load.loadNumber,
          fileName: listedFileName(cleanDisplayText(input.documentName ?? "") || null, check.fileName),
          originalFileName: check.fileName,
          documentType,
          fileSize: stored.size,
          mimeType: check.mimeType,
          filePath: stored.filePath,
          uploadedAt: new Date(now),
          sharedWithCarrierMc: found.carrierMcNumber,
          sharedWithUserId: load.userId,
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
        }),
      ),
      asStatement(
        d1,
        ctx.db.insert(notifications).values({
          userId: load.userId,
          documentId: id,
          loadId: load.id,
          type: "document_shared",
          ...notice,
          createdAt: new Date(now),
          dedupeKey: `document-shared:${id}`,
        }),
      ),
      // After the insert above: a document in time makes the pending load compliant, once.
      ...deadlineMetStatements(d1, { loadId: load.id, now, actorUserId: actor.userId, requestId: ctx.requestId }),
      asStatement(
        d1,
        ctx.db.insert(auditLog).values({
          actorUserId: actor.userId,
          action: "document.shared",
          entityType: "document",
          entityId: id,
          details: { loadId: load.id, documentType, verificationStatus: verification.verificationStatus },
          requestId: ctx.requestId,
          createdAt: new Date(now),
        }),
      ),
    ]);
  } catch (error) {
    await store.remove(stored.filePath).catch(() => undefined);
    throw error;
  }

  const [[row], [after]] = await ctx.db.batch([
    ctx.db.select().from(documents).where(eq(documents.id, id)),
    ctx.db.select({ complianceStatus: loads.complianceStatus }).from(loads).where(eq(loads.id, load.id)),
  ]);
  if (!row) throw new Error("the shared document was not stored");
  const complianceStatus = after?.complianceStatus ?? load.complianceStatus;
  if (complianceStatus === "compliant") await settleLoadDeadline({ ctx, loadId: load.id });
  await notifyPartner(ctx, documentSharedEvent(load, { id, documentType }, now));
  if (complianceStatus === "compliant") {
    await notifyPartner(
      ctx,
      deadlineEvent({ id: load.id, deadlineAt: load.deadlineAt.getTime(), complianceStatus }, now),
    );
  }
  if (found.carrierEmail) {
    const mail = sharedMail({
      documentId: id,
      to: found.carrierEmail,
      loadNumber: load.loadNumber,
      brokerName: load.brokerName,
      customMessage,
    });
    // The carrier's in-app notification is written already; the e-mail only echoes it.
    await ctx.env.NOTIFICATIONS.send(mail).catch((error: unknown) =>
      ctx.logger.error("document_shared_mail_not_queued", { documentId: id, error: String(error) }),
    );
  }
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
    verificationStatus: verification.verificationStatus,
    verificationConfidence: verification.verificationConfidence,
  };
}
