import {
  checkDocumentManagerUpload,
  checkLoadFormPanelUpload,
  DOCUMENT_MANAGER_RULES,
  LOAD_FORM_PANEL_RULES,
  UPLOAD_DOCUMENT_TYPES,
  type UploadAccepted,
  type UploadRuleSet,
} from "@truerate/domain/documents/upload-rules";
import type { ServiceContext } from "../../core/service-context";
import { insertDocumentReturning } from "../../db/queries/documents";
import { runBatch } from "../../db/run-batch";
import type { documents } from "../../db/schema";
import type { UploadDocumentInput } from "../../schemas/documents";
import { requireDocumentUser } from "../access/documents";
import { documentAudit } from "./audit";
import { ownedLoad } from "./owned";
import { pendingReading, queueReadings } from "./reading/request";
import { documentStoreFromEnv } from "./store";
import { asUploadedFile, listedFileName, readCheckedBytes, uploadRefusal } from "./upload-file";
import { type OwnerDocumentView, ownerDocumentView } from "./views";

type UploadDocumentType = (typeof UPLOAD_DOCUMENT_TYPES)[number];

const isUploadType = (value: string | undefined): value is UploadDocumentType =>
  (UPLOAD_DOCUMENT_TYPES as readonly string[]).includes(value ?? "");

interface Checked {
  rules: UploadRuleSet;
  accepted: UploadAccepted;
  documentType: UploadDocumentType;
  documentName: string | null;
}

/**
 * Two screens post here with different rules (docs/product.md#load-board-validation-rules). The load form's panel names the
 * document (documentName is sent, even blank), so its rules apply whenever the field is present;
 * the Document Manager sends a type and a file and no name.
 */
function checkUpload(input: UploadDocumentInput, file: File | null): Checked {
  if (input.documentName !== undefined) {
    const check = checkLoadFormPanelUpload({ file, documentName: input.documentName });
    if (!check.ok) throw uploadRefusal(check);
    // The panel's type select may be left alone; an unknown type is refused like the manager does.
    if (input.documentType && !isUploadType(input.documentType)) {
      throw uploadRefusal({ ok: false, problem: "missing", field: "documentType", message: "Document type required" });
    }
    const documentType = isUploadType(input.documentType) ? input.documentType : "other";
    return { rules: LOAD_FORM_PANEL_RULES, accepted: check, documentType, documentName: check.documentName };
  }
  const check = checkDocumentManagerUpload({ documentType: input.documentType, file });
  if (!check.ok) throw uploadRefusal(check);
  const documentType = isUploadType(input.documentType) ? input.documentType : "other";
  return { rules: DOCUMENT_MANAGER_RULES, accepted: check, documentType, documentName: null };
}

/**
 * Stores one of the caller's documents: the screen's rules on the file, the bytes proven to be
 * what the file declares, the body encrypted into R2, then the row, its audit and its pending
 * reading in one batch.
 * Should the row fail, the stored body is removed again.
 */
export async function uploadDocument(ctx: ServiceContext, input: UploadDocumentInput): Promise<OwnerDocumentView> {
  const actor = requireDocumentUser(ctx);
  const file = asUploadedFile(input.document);
  const checked = checkUpload(input, file);
  const load = input.loadId ? await ownedLoad(ctx, { userId: actor.userId, loadId: input.loadId }) : null;
  const bytes = await readCheckedBytes(checked.rules, checked.accepted.kind, file as File);

  const id = crypto.randomUUID();
  const store = await documentStoreFromEnv(ctx);
  const stored = await store.putEncrypted({ id, ownerId: actor.userId, body: bytes });
  const fileName = listedFileName(checked.documentName, checked.accepted.fileName);
  let row: typeof documents.$inferSelect | undefined;
  try {
    const [inserted] = await runBatch(ctx.db, [
      insertDocumentReturning(ctx.db, {
        id,
        userId: actor.userId,
        loadId: load?.id ?? null,
        loadNumber: load?.loadNumber ?? null,
        fileName,
        originalFileName: checked.accepted.fileName,
        documentType: checked.documentType,
        fileSize: stored.size,
        mimeType: checked.accepted.mimeType,
        filePath: stored.filePath,
        uploadedAt: new Date(ctx.now()),
        isEncrypted: true,
        encryptionKeyId: stored.encryptionKeyId,
        wrappedKey: stored.wrappedKey,
        contentSha256: stored.contentSha256,
      }),
      documentAudit(ctx, {
        action: "document.uploaded",
        documentId: id,
        details: { documentType: checked.documentType, fileSize: stored.size, loadId: load?.id ?? null },
      }),
      pendingReading(ctx, id),
    ]);
    row = inserted[0];
    if (!row) throw new Error("the document row was not returned");
  } catch (error) {
    await store.remove(stored.filePath).catch(() => undefined);
    throw error;
  }
  // The reader reads it in the background (fields, clauses); the upload never waits for it.
  await queueReadings(ctx, [id]);
  return ownerDocumentView(row);
}
