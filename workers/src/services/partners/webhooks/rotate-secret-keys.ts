import { and, asc, eq, gt, isNull, or, type SQL, sql } from "drizzle-orm";
import { batchChanges } from "../../../db/batch-changes";
import { createDb } from "../../../db/client";
import { webhookEndpoints } from "../../../db/schema";
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
  d1: D1Database,
  keyring: DocumentKeyring,
  pageSize = 100,
): Promise<KeyRotationReport> {
  const db = createDb(d1);
  // Sealed under the current KEK: the value starts with this (compared exactly, as key ids may hold LIKE's "_").
  const current = `${SEALED_SECRET_PREFIX}${keyring.currentKeyId}:`;
  const needsWork = (column: SQL | typeof webhookEndpoints.secret) =>
    sql`substr(${column}, 1, ${current.length}) <> ${current}`;
  const report: KeyRotationReport = { examined: 0, rewrapped: 0, failed: [] };
  let afterId = "";
  for (;;) {
    const rows = await db
      .select({
        id: webhookEndpoints.id,
        secret: webhookEndpoints.secret,
        previousSecret: webhookEndpoints.previousSecret,
      })
      .from(webhookEndpoints)
      .where(
        and(
          gt(webhookEndpoints.id, afterId),
          or(
            needsWork(webhookEndpoints.secret),
            needsWork(sql`coalesce(${webhookEndpoints.previousSecret}, ${current})`),
          ),
        ),
      )
      .orderBy(asc(webhookEndpoints.id))
      .limit(pageSize);
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
          db
            .update(webhookEndpoints)
            .set({ secret: secret ?? row.secret, previousSecret: previousSecret ?? row.previousSecret })
            .where(
              and(
                eq(webhookEndpoints.id, row.id),
                eq(webhookEndpoints.secret, row.secret),
                row.previousSecret === null
                  ? isNull(webhookEndpoints.previousSecret)
                  : eq(webhookEndpoints.previousSecret, row.previousSecret),
              ),
            ),
        );
      } catch (error) {
        if (!(error instanceof WebhookSecretError)) throw error;
        report.failed.push({ id: row.id, reason: error.reason });
      }
    }
    report.rewrapped += await batchChanges(db, updates);
  }
}
