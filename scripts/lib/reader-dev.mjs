// The document reader beside the API in local runs (`npm start`, the browser tests): one
// `wrangler dev` serves both workers (their configs side by side share D1, R2 and the queues), and
// the local OCR engine runs as a Node process of its own (decision 0029). Plain Node (runs on 20).
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const READER_CONFIG = "workers/reader/wrangler.toml";
export const OCR_PORT = process.env.OCR_PORT ?? "8790";

/**
 * wrangler reads each worker's secrets from the .dev.vars beside its own config: the reader gets
 * the install's secrets (it opens the documents the API stored, so it needs DOCUMENT_KEYS), told
 * it runs in development and where the OCR engine is.
 */
export function prepareReaderVars(root, { ocrUrl = `http://127.0.0.1:${OCR_PORT}` } = {}) {
  const secrets = existsSync(join(root, ".dev.vars")) ? readFileSync(join(root, ".dev.vars"), "utf8") : "";
  const file = join(root, "workers", "reader", ".dev.vars");
  const text = `${secrets.trimEnd()}\n# Written by scripts/lib/reader-dev.mjs for local runs; never commit.\nENVIRONMENT=development\nOCR_URL=${ocrUrl}\n`;
  writeFileSync(file, text, { mode: 0o600 });
  chmodSync(file, 0o600);
}
