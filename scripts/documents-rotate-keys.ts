// `npm run documents:rotate-keys`: re-wraps every document's data key under the current
// key-encryption key (DOCUMENT_KEY_CURRENT), without re-encrypting or even reading the bodies in R2,
// and does the same for the partner webhook signing secrets sealed with that keyring (sealing any
// still stored in plain text from before they were sealed).
// Run it after adding a new key to DOCUMENT_KEYS and making it current; remove the old key only once
// this reports no failures. Idempotent: values already under the current key are skipped.
//
// Keys come from the environment, then from .dev.vars (where `wrangler dev` reads local secrets) for
// anything the environment does not set. It works on the local D1 database, like the seed.
import { existsSync } from "node:fs";
import { createServiceContext } from "../workers/src/core/service-context";
import { createDb } from "../workers/src/db/client";
import type { KeyRotationReport } from "../workers/src/services/crypto/key-rotation";
import { loadDocumentKeyring } from "../workers/src/services/crypto/keyring";
import { rotateDocumentKeys } from "../workers/src/services/documents/rotate-keys";
import { rotateWebhookSecretKeys } from "../workers/src/services/partners/webhooks/rotate-secret-keys";
import { withLocalDatabase } from "./lib/local-platform";

if (existsSync(".dev.vars")) process.loadEnvFile(".dev.vars");
const keyring = await loadDocumentKeyring(process.env);

function print(what: string, report: KeyRotationReport): void {
  console.log(
    `Key rotation to "${keyring.currentKeyId}": ${report.examined} ${what} to re-wrap, ${report.rewrapped} re-wrapped.`,
  );
  if (report.failed.length > 0) {
    console.error(
      `${report.failed.length} ${what} could not be re-wrapped (their key is missing or wrong); keep the old keys:`,
    );
    for (const failure of report.failed) console.error(`  ${failure.id}: ${failure.reason}`);
    process.exitCode = 1;
  }
}

await withLocalDatabase(async (db, env) => {
  print("documents", await rotateDocumentKeys({ db: createDb(db) }, { keyring }));
  // Webhook secrets still in plain text (written before they were sealed) count as "to re-wrap" and are sealed.
  print(
    "webhook endpoints",
    await rotateWebhookSecretKeys(createServiceContext({ env, requestId: "documents-rotate-keys" }), { keyring }),
  );
});
