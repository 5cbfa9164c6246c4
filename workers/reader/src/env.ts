import type { DocumentReadMessage } from "../../src/core/queue-messages";

/**
 * The reader's bindings (workers/reader/wrangler.toml). It shares the API worker's D1 database and
 * document bucket, and the document keyring (DOCUMENT_KEYS), so it can open what the API stored.
 */
export interface ReaderEnv {
  DB: D1Database;
  /** The API worker's jobs: the reader announces a read rate confirmation there (`document_read`). */
  NOTIFICATIONS?: Queue<DocumentReadMessage>;
  DOCUMENTS: R2Bucket;
  ENVIRONMENT?: string;
  /** The OCR engine's address (decision 0029). Unset: pictures are unreadable rather than guessed. */
  OCR_URL?: string;
  DOCUMENT_KEYS?: string;
  DOCUMENT_KEY_CURRENT?: string;
}
