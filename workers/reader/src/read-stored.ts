import { readDocumentKindOf } from "@truerate/domain/documents/reading/document-kind";
import { parseTags } from "@truerate/domain/documents/tags";
import { eq } from "drizzle-orm";
import type { Database } from "../../src/db/client";
import { documentReadings, documents, loads } from "../../src/db/schema";
import { loadDocumentKeyring } from "../../src/services/crypto/keyring";
import { createDocumentStore } from "../../src/services/documents/store";
import type { ReaderEnv } from "./env";
import { createHttpOcrEngine } from "./ocr/http-engine";
import { readDocument } from "./read-document";
import { storeReading } from "./store-reading";

export type StoredReadingOutcome = "read" | "unreadable" | "already-read" | "gone";

/**
 * Reads one stored document (by id) and stores its reading. Idempotent: a document whose body was
 * read already is not read again, so a redelivered message changes nothing. A document deleted
 * since it was queued is simply gone.
 */
export async function readStoredDocument(
  db: Database,
  env: ReaderEnv,
  documentId: string,
  now: () => number,
): Promise<StoredReadingOutcome> {
  const [found] = await db
    .select({ document: documents, reading: documentReadings, load: loads })
    .from(documents)
    .leftJoin(documentReadings, eq(documentReadings.documentId, documents.id))
    .leftJoin(loads, eq(loads.id, documents.loadId))
    .where(eq(documents.id, documentId))
    .limit(1);
  if (!found) return "gone";
  const { document, reading, load } = found;
  const kind = readDocumentKindOf({ documentType: document.documentType, tags: parseTags(document.tags) });
  const finished = reading?.status === "read" || reading?.status === "unreadable";
  if (finished && reading?.contentSha256 === document.contentSha256) {
    // Said again on a redelivery: the message may have been lost after the reading was stored.
    if (reading?.status === "read") await announceRateConfirmation(env, document, kind);
    return "already-read";
  }

  const started = now();
  const store = createDocumentStore(env.DOCUMENTS, await loadDocumentKeyring(env));
  const body = await store.getDecrypted(document);
  const ocr = env.OCR_URL ? createHttpOcrEngine({ url: env.OCR_URL }) : null;
  const result = await readDocument({ bytes: new Uint8Array(body.body), mimeType: document.mimeType, kind }, { ocr });
  await storeReading(db, { document, load, reading: result, readAt: now(), durationMs: now() - started });
  if (result.status === "read") await announceRateConfirmation(env, document, kind);
  return result.status;
}

/**
 * Tells the API worker a rate confirmation of a load was read: what it prints may fail the load's broker
 * identity, which the load's partner hears of (a webhook). Only the API holds the partner's side.
 */
async function announceRateConfirmation(
  env: ReaderEnv,
  document: { id: string; loadId: string | null; contentSha256: string | null },
  kind: ReturnType<typeof readDocumentKindOf>,
) {
  if (kind !== "rate_confirmation" || document.loadId === null || !env.NOTIFICATIONS) return;
  await env.NOTIFICATIONS.send({
    kind: "document_read",
    dedupeKey: `document_read:${document.id}:${document.contentSha256 ?? ""}`,
    documentId: document.id,
    loadId: document.loadId,
  });
}
