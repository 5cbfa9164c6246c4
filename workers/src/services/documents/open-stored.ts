import { AppError } from "../../core/errors";
import type { ServiceContext } from "../../core/service-context";
import { DOCUMENT_MESSAGES, documentNotFound } from "../access/documents";
import { DocumentDecryptionError } from "./crypto/errors";
import { type DecryptedDocument, type DocumentBodyRow, documentStoreFromEnv } from "./store";

/**
 * Decrypts a document the caller may read. A body missing from R2 is a 404; every other refusal
 * (tampering, a wrong or unknown key, corruption) is logged with its reason and answers a generic
 * 500: the bytes are never served and the caller learns nothing about why.
 */
export async function openStoredDocument(ctx: ServiceContext, row: DocumentBodyRow): Promise<DecryptedDocument> {
  const store = await documentStoreFromEnv(ctx);
  try {
    return await store.getDecrypted(row);
  } catch (error) {
    if (!(error instanceof DocumentDecryptionError)) throw error;
    if (error.reason === "missing-body") {
      ctx.logger.warn("document_body_missing", { documentId: row.id });
      throw documentNotFound();
    }
    ctx.logger.error("document_refused", { documentId: row.id, reason: error.reason });
    throw new AppError("INTERNAL_ERROR", DOCUMENT_MESSAGES.cannotOpen);
  }
}
