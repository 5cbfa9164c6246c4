import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { readStoredDocument } from "../../reader/src/read-stored";
import { createDb, schema } from "../../src/db/client";

/**
 * The document reader's work, done in the test: every pending reading is read by the reader's own
 * code (workers/reader, which the API worker hands documents to through a queue that has no
 * consumer in these tests). No OCR here: the reader's own tests cover pictures.
 */
export async function readPendingDocuments(): Promise<number> {
  const db = createDb(env.DB);
  const pending = await db
    .select({ documentId: schema.documentReadings.documentId })
    .from(schema.documentReadings)
    .where(eq(schema.documentReadings.status, "pending"));
  for (const { documentId } of pending) {
    await readStoredDocument(db, { DB: env.DB, DOCUMENTS: env.DOCUMENTS, ENVIRONMENT: "test" }, documentId, Date.now);
  }
  return pending.length;
}
