// `npm run documents:rotate-keys`: re-wraps every document's data key under the current
// key-encryption key (DOCUMENT_KEY_CURRENT), without re-encrypting or even reading the bodies in R2.
// Run it after adding a new key to DOCUMENT_KEYS and making it current; remove the old key only once
// this reports no failures. Idempotent: documents already under the current key are skipped.
//
// Keys come from the environment, then from .dev.vars (where `wrangler dev` reads local secrets) for
// anything the environment does not set. It works on the local D1 database, like the seed.
import { existsSync } from "node:fs";
import { loadDocumentKeyring } from "../workers/src/services/documents/crypto/keyring";
import { rotateDocumentKeys } from "../workers/src/services/documents/rotate-keys";
import { withLocalDatabase } from "./lib/local-d1";

if (existsSync(".dev.vars")) process.loadEnvFile(".dev.vars");
const keyring = await loadDocumentKeyring(process.env);

await withLocalDatabase(async (db) => {
  const report = await rotateDocumentKeys(db, keyring);
  console.log(
    `Key rotation to "${keyring.currentKeyId}": ${report.examined} documents under older keys, ${report.rewrapped} re-wrapped.`,
  );
  if (report.failed.length > 0) {
    console.error(
      `${report.failed.length} could not be re-wrapped (their key is missing or wrong); keep the old keys:`,
    );
    for (const failure of report.failed) console.error(`  ${failure.id}: ${failure.reason}`);
    process.exitCode = 1;
  }
});
