import type { ServiceContext } from "../../core/service-context";
import { batchChanges } from "../../db/batch-changes";
import { documentsToRewrap, rewrapDocumentKey } from "../../db/queries/documents";
import type { KeyRotationReport } from "../crypto/key-rotation";
import type { DocumentKeyring } from "../crypto/keyring";
import { DocumentDecryptionError } from "./crypto/errors";
import { rewrapDataKey } from "./crypto/sealed-body";

/**
 * Re-wraps every document's data key under the keyring's current KEK; bodies in R2 are not
 * touched. Pages through the rows by id (so a row that fails is reported once, not retried in a
 * loop), and each update only applies if the row still holds the key it was read with, so a
 * document written or rotated meanwhile is left alone. Safe to run again: rows already under the
 * current KEK are skipped.
 */
export async function rotateDocumentKeys(
  ctx: Pick<ServiceContext, "db">,
  input: { keyring: DocumentKeyring; pageSize?: number },
): Promise<KeyRotationReport> {
  const { db } = ctx;
  const { keyring, pageSize = 100 } = input;
  const report: KeyRotationReport = { examined: 0, rewrapped: 0, failed: [] };
  let afterId = "";
  for (;;) {
    const rows = await documentsToRewrap(db, { afterId, currentKeyId: keyring.currentKeyId, limit: pageSize });
    if (rows.length === 0) return report;
    afterId = rows[rows.length - 1]?.id ?? afterId;
    report.examined += rows.length;

    const updates = [];
    for (const row of rows) {
      const current = { encryptionKeyId: row.encryptionKeyId ?? "", wrappedKey: row.wrappedKey ?? "" };
      try {
        const next = await rewrapDataKey(row.id, current, keyring);
        if (!next) continue;
        updates.push(rewrapDocumentKey(db, { id: row.id, current, next }));
      } catch (error) {
        if (!(error instanceof DocumentDecryptionError)) throw error;
        report.failed.push({ id: row.id, reason: error.reason });
      }
    }
    report.rewrapped += await batchChanges(db, updates);
  }
}
