import { formatTags } from "@truerate/domain/documents/tags";
import type { DocumentType, RecordChannel } from "@truerate/domain/enums";
import type { ServiceContext } from "../../../core/service-context";
import { asStatement } from "../../../db/as-statement";
import { deadlineMetStatements } from "../../../db/queries/deadlines";
import { deliveredDocuments, insertDocument, insertNotification } from "../../../db/queries/documents";
import { runStatements } from "../../../db/run-batch";
import type { documents, loads } from "../../../db/schema";
import { auditRecord } from "../../audit/audit";
import { settleLoadDeadline } from "../../deadlines/settle";
import { deadlineEvent, documentSharedEvent } from "../../partners/webhooks/load-events";
import { notifyPartner } from "../../partners/webhooks/notify";
import { pendingReading, queueReadings } from "../reading/request";
import { documentStoreFromEnv } from "../store";
import { sharedMail, sharedNotice } from "./share-messages";

type LoadRow = typeof loads.$inferSelect;

/** One checked file on its way to the carrier. */
export interface CarrierBoundFile {
  bytes: Uint8Array;
  mimeType: string;
  originalFileName: string;
  fileName: string;
  documentType: DocumentType;
  /** docs/product.md's tags, e.g. `invoice` on the invoice (an "other" document: the types have none). */
  tags?: readonly string[];
}

export interface DeliveredDocument {
  row: typeof documents.$inferSelect;
}

/**
 * Sends documents for a load to its carrier (docs/product.md#load-board-calls): each body encrypted into R2; then in
 * one batch the rows shared with the carrier, the carrier's one notice for them all, the load made compliant
 * with its 'deadline_met' event when this is in time, the audit rows and any `alsoWrite`
 * statements (a transaction record); then the deadline object is settled and the carrier e-mailed.
 * The broker dashboard's share and the e-mailed response link both come through here, so a share
 * meets the deadline the same way whichever way it came.
 *
 * `sender.ownerId` owns the rows: the sharing broker, or for a broker without an account the
 * carrier (the copy is theirs); `sender.actorUserId` is who is audited (null for a link).
 */
export async function deliverToCarrier(
  ctx: ServiceContext,
  input: {
    load: LoadRow & { userId: string };
    carrier: { email: string | null; mcNumber: string | null };
    sender: {
      ownerId: string;
      actorUserId: string | null;
      brokerageId: string | null;
      via: RecordChannel;
    };
    files: readonly CarrierBoundFile[];
    customMessage: string | null;
    alsoWrite?: (stored: { id: string; contentSha256: string; file: CarrierBoundFile }[]) => D1PreparedStatement[];
  },
): Promise<{ documents: DeliveredDocument[]; complianceStatus: LoadRow["complianceStatus"] }> {
  const { load, carrier, sender, files, customMessage, alsoWrite = () => [] } = input;
  const now = ctx.now();
  const d1 = ctx.env.DB;
  const store = await documentStoreFromEnv(ctx);
  const announced = {
    loadNumber: load.loadNumber,
    brokerName: load.brokerName,
    customMessage,
    fileNames: files.map((file) => file.fileName),
  };
  const prepared = [];
  for (const file of files) {
    const id = crypto.randomUUID();
    const stored = await store.putEncrypted({ id, ownerId: sender.ownerId, body: file.bytes });
    prepared.push({ id, file, stored });
  }

  // Verification comes from the reading (workers/reader): unverified until the document is read.
  const statements = prepared.flatMap(({ id, file, stored }) => [
    asStatement(
      d1,
      insertDocument(ctx.db, {
        id,
        userId: sender.ownerId,
        brokerageId: sender.brokerageId,
        loadId: load.id,
        loadNumber: load.loadNumber,
        fileName: file.fileName,
        originalFileName: file.originalFileName,
        documentType: file.documentType,
        tags: formatTags(file.tags),
        fileSize: stored.size,
        mimeType: file.mimeType,
        filePath: stored.filePath,
        uploadedAt: new Date(now),
        sharedWithCarrierMc: carrier.mcNumber,
        sharedWithUserId: load.userId,
        complianceDeadline: load.deadlineAt,
        isShared: true,
        sharedAt: new Date(now),
        isEncrypted: true,
        encryptionKeyId: stored.encryptionKeyId,
        wrappedKey: stored.wrappedKey,
        contentSha256: stored.contentSha256,
        notes: customMessage,
        verificationStatus: "unverified",
        verificationConfidence: 0,
      }),
    ),
    asStatement(d1, pendingReading(ctx, id)),
    asStatement(
      d1,
      auditRecord(ctx, {
        actorUserId: sender.actorUserId,
        action: "document.shared",
        entityType: "document",
        entityId: id,
        details: {
          loadId: load.id,
          documentType: file.documentType,
          via: sender.via,
        },
        at: new Date(now),
      }),
    ),
  ]);
  // One notice per share or answer, naming its files; it points at the first (viewing any marks it read).
  const [first] = prepared;
  if (!first) throw new Error("a delivery carries at least one file");
  const notice = asStatement(
    d1,
    insertNotification(ctx.db, {
      userId: load.userId,
      documentId: first.id,
      loadId: load.id,
      type: "document_shared",
      ...sharedNotice(announced),
      createdAt: new Date(now),
      dedupeKey: `document-shared:${first.id}`,
    }),
  );
  try {
    await runStatements(d1, [
      ...statements,
      notice,
      ...alsoWrite(prepared.map(({ id, file, stored }) => ({ id, file, contentSha256: stored.contentSha256 }))),
      // After the inserts above: a document in time makes the pending load compliant, once.
      ...deadlineMetStatements(d1, { loadId: load.id, now, actorUserId: sender.actorUserId, requestId: ctx.requestId }),
    ]);
  } catch (error) {
    await Promise.all(prepared.map(({ stored }) => store.remove(stored.filePath).catch(() => undefined)));
    throw error;
  }

  // The documents are delivered; reading them (fields, clauses, verification) happens in the reader.
  const ids = prepared.map(({ id }) => id);
  await queueReadings(ctx, ids);
  const { rows, complianceStatus: after } = await deliveredDocuments(ctx.db, { ids, loadId: load.id });
  const complianceStatus = after ?? load.complianceStatus;
  if (complianceStatus === "compliant") await settleLoadDeadline(ctx, { loadId: load.id });
  // Partners hear of every share, and of the deadline met by it (each event keyed, so sent once).
  for (const { id, file } of prepared) {
    await notifyPartner(ctx, documentSharedEvent(load, { id, documentType: file.documentType }, now));
  }
  if (complianceStatus === "compliant") {
    await notifyPartner(
      ctx,
      deadlineEvent({ id: load.id, deadlineAt: load.deadlineAt.getTime(), complianceStatus }, now),
    );
  }
  if (carrier.email) {
    const mail = sharedMail({ ...announced, documentId: first.id, to: carrier.email });
    // The carrier's in-app notification is written already; the e-mail only echoes it.
    await ctx.env.NOTIFICATIONS.send(mail).catch((error: unknown) =>
      ctx.logger.error("document_shared_mail_not_queued", { documentId: first.id, error: String(error) }),
    );
  }
  const delivered = prepared.map(({ id }) => {
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) throw new Error("the shared document was not stored");
    return { row };
  });
  return { documents: delivered, complianceStatus };
}
