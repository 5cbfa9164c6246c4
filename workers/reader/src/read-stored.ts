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
  const finished = reading?.status === "read" || reading?.status === "unreadable";
  if (finished && reading?.contentSha256 === document.contentSha256) return "already-read";

  const started = now();
  const store = createDocumentStore(env.DOCUMENTS, await loadDocumentKeyring(env));
  const body = await store.getDecrypted(document);
  const ocr = env.OCR_URL ? createHttpOcrEngine({ url: env.OCR_URL }) : null;
  const kind = readDocumentKindOf({ documentType: document.documentType, tags: parseTags(document.tags) });
  const result = await readDocument({ bytes: new Uint8Array(body.body), mimeType: document.mimeType, kind }, { ocr });
  await storeReading(db, { document, load, reading: result, readAt: now(), durationMs: now() - started });
  return result.status;
}
