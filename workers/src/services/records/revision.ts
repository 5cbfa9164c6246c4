import { centsToDollars } from "@truerate/domain/money";
import { recordChanges } from "@truerate/domain/records/record-changes";
import type { NotificationMessage } from "../../core/queue-messages";
import type { ServiceContext } from "../../core/service-context";
import { administratorIds, loadAndRecord } from "../../db/queries/records";
import type { transactionRecords } from "../../db/schema";
import type { RecordRevision } from "../../schemas/load-records";
import { auditRecord } from "../audit/audit";
import { recordView } from "./record-view";

type RecordRow = typeof transactionRecords.$inferSelect;
type BoundLoad = { verified: boolean; trueRateRecordVersion: number | null };

/** A queue batch holds at most 100 messages. */
const QUEUE_BATCH_LIMIT = 100;

/**
 * The newest version when it came after the administrator's verification, with what it changes
 * against the verified version; null when the true rate is not bound to a record or is current.
 * `records` are the load's versions, newest first.
 */
export function revisionAwaitingReview(load: BoundLoad, records: readonly RecordRow[]): RecordRevision | null {
  const latest = records[0];
  const boundVersion = load.verified ? load.trueRateRecordVersion : null;
  if (!latest || boundVersion === null || latest.version <= boundVersion) return null;
  const verified = records.find((record) => record.version === boundVersion);
  if (!verified) return null;
  return {
    version: latest.version,
    verifiedVersion: boundVersion,
    submittedAt: latest.submittedAt.toISOString(),
    submittedByEmail: latest.submittedByEmail,
    changes: recordChanges(recordView(verified), recordView(latest)),
  };
}

/**
 * After a broker wrote a new version (by the form or through the 371.3 link): when the load's true
 * rate was verified from an earlier one, the published figure stays as verified, and the carrier
 * and every administrator are told a revision awaits review. Nothing here changes the load.
 */
export async function announceRecordRevision(ctx: ServiceContext, input: { loadId: string; recordId: string }) {
  const { load, record: written } = await loadAndRecord(ctx.db, input);
  const boundVersion = load?.verified ? load.trueRateRecordVersion : null;
  if (!load || !written || boundVersion === null || written.version <= boundVersion) return;
  const admins = await administratorIds(ctx.db);
  const now = ctx.now();
  const published = load.trueRateCents === null ? "the verified figure" : `$${centsToDollars(load.trueRateCents)}`;
  const name = load.loadNumber ? `load ${load.loadNumber}` : "a load";
  const recipients = [...new Set([...(load.userId ? [load.userId] : []), ...admins.map((admin) => admin.id)])];
  const jobs: NotificationMessage[] = recipients.map((userId) => ({
    kind: "notification",
    // One notice per person and version, however often the queue delivers it.
    dedupeKey: `record-revision:${load.id}:${written.version}:${userId}`,
    userId,
    type: "system_alert",
    title: "A record revision awaits review",
    message:
      `The broker sent version ${written.version} of the record for ${name}, after its true rate was verified ` +
      `from version ${boundVersion}. The published true rate stays ${published} until an administrator reviews the revision.`,
    loadId: load.id,
    occurredAt: now,
  }));
  await auditRecord(ctx, {
    action: "load.record_revision_pending",
    entityType: "load",
    entityId: load.id,
    details: { version: written.version, verifiedVersion: boundVersion },
  });
  for (let start = 0; start < jobs.length; start += QUEUE_BATCH_LIMIT) {
    // The version is stored already; a notice that cannot be queued must not fail the broker's post.
    await ctx.env.NOTIFICATIONS.sendBatch(jobs.slice(start, start + QUEUE_BATCH_LIMIT).map((body) => ({ body }))).catch(
      (error: unknown) =>
        ctx.logger.error("record_revision_notice_not_queued", { loadId: load.id, error: String(error) }),
    );
  }
}
