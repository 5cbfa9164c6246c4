import type { ServiceContext } from "../../../core/service-context";
import { batchChanges } from "../../../db/batch-changes";
import { endpointsToReseal, resealEndpoint } from "../../../db/queries/webhooks";
import type { KeyRotationReport } from "../../crypto/key-rotation";
import type { DocumentKeyring } from "../../crypto/keyring";
import { resealWebhookSecret, WebhookSecretError } from "./sealed-secret";
import { SEALED_SECRET_PREFIX } from "./sealed-secret-format";

/**
 * The webhook half of `npm run documents:rotate-keys`: every endpoint secret (current and previous)
 * ends up sealed under the keyring's current KEK. Values under an older KEK have their data key
 * re-wrapped; plain values written before secrets were sealed are sealed now. Pages by id, and an
 * update applies only while the row still holds what was read, so a rotation meanwhile wins.
 * Safe to run again: rows already sealed under the current KEK are not even read.
 */
export async function rotateWebhookSecretKeys(
  ctx: ServiceContext,
  { keyring, pageSize = 100 }: { keyring: DocumentKeyring; pageSize?: number },
): Promise<KeyRotationReport> {
  const db = ctx.db;
  // Sealed under the current KEK: the value starts with this (compared exactly, as key ids may hold LIKE's "_").
  const current = `${SEALED_SECRET_PREFIX}${keyring.currentKeyId}:`;
  const report: KeyRotationReport = { examined: 0, rewrapped: 0, failed: [] };
  let afterId = "";
  for (;;) {
    const rows = await endpointsToReseal(db, { afterId, current, pageSize });
    if (rows.length === 0) return report;
    afterId = rows[rows.length - 1]?.id ?? afterId;
    report.examined += rows.length;

    const updates = [];
    for (const row of rows) {
      try {
        const secret = await resealWebhookSecret(row.secret, row.id, keyring);
        const previousSecret = row.previousSecret
          ? await resealWebhookSecret(row.previousSecret, row.id, keyring)
          : undefined;
        if (!secret && !previousSecret) continue;
        updates.push(
          resealEndpoint(db, {
            read: row,
            changes: { secret: secret ?? row.secret, previousSecret: previousSecret ?? row.previousSecret },
          }),
        );
      } catch (error) {
        if (!(error instanceof WebhookSecretError)) throw error;
        report.failed.push({ id: row.id, reason: error.reason });
      }
    }
    report.rewrapped += await batchChanges(db, updates);
  }
}
