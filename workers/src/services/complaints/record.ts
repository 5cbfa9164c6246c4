import type { ComplaintOutcome } from "@truerate/domain/enums";
import type { QueueMessage } from "../../core/queue-messages";
import type { ServiceContext } from "../../core/service-context";
import { complaintOfLoad, upsertComplaint } from "../../db/queries/complaints";
import { requireAdministrator } from "../access/admin";
import { auditRecord } from "../audit/audit";
import { deadlineRecipients } from "../deadlines/recipients";
import { enqueueJobs } from "../notifications/enqueue";
import { complaintFacts } from "./packet";
import { type ComplaintView, complaintView } from "./views";

const TEMPLATE = "complaint-filed";

/** The brokerage hears a complaint was filed, so it can answer: its users, or the load's broker address. */
async function filedJobs(ctx: ServiceContext, facts: Awaited<ReturnType<typeof complaintFacts>>, complaintId: string) {
  const { load } = facts;
  const title = "A complaint was filed with FMCSA";
  const message =
    `TrueRate filed complaint ${complaintId} with FMCSA's National Consumer Complaint Database about load ` +
    `${load.loadNumber}. You can attach your reply from the Compliance tab of your broker dashboard.`;
  const key = `complaint-filed:${load.id}`;
  if (!load.brokerageId) {
    return [
      {
        kind: "mail",
        dedupeKey: `${key}:broker-email`,
        to: load.brokerEmail,
        template: TEMPLATE,
        subject: `TrueRate: ${title}`,
        text: message,
      },
    ] satisfies QueueMessage[];
  }
  const { brokerUserIds } = await deadlineRecipients(ctx, {
    ...load,
    deadlineAt: load.deadlineAt.getTime(),
  });
  return brokerUserIds.map(
    (userId): QueueMessage => ({
      kind: "notification",
      dedupeKey: `${key}:${userId}`,
      userId,
      type: "system_alert",
      title,
      message,
      loadId: load.id,
      documentId: null,
      occurredAt: ctx.now(),
      mail: { template: TEMPLATE, subject: `TrueRate: ${title}`, text: message },
    }),
  );
}

/**
 * Records the Complaint ID NCCDB answered and the outcome; recording again updates them. The first
 * record tells the brokerage. Only a change is written and audited.
 */
export async function recordComplaint(
  ctx: ServiceContext,
  input: { loadId: string; nccdbComplaintId: string; outcome: ComplaintOutcome },
): Promise<ComplaintView> {
  const admin = requireAdministrator(ctx);
  const facts = await complaintFacts(ctx, input.loadId);
  const now = new Date(ctx.now());
  // One statement decides: the first record inserts, a different ID or outcome updates, the same
  // one again changes nothing (so parallel identical calls leave one row, one audit, one notice).
  const changed = await upsertComplaint(ctx.db, {
    loadId: input.loadId,
    brokerageId: facts.load.brokerageId,
    brokerMcNumber: facts.load.brokerMcNumber,
    nccdbComplaintId: input.nccdbComplaintId,
    outcome: input.outcome,
    filedBy: admin.userId,
    at: now,
  });
  if (changed) {
    const first = changed.updatedAt === null;
    await auditRecord(ctx, {
      action: first ? "load.complaint_recorded" : "load.complaint_updated",
      entityType: "load",
      entityId: input.loadId,
      details: { nccdbComplaintId: input.nccdbComplaintId, outcome: input.outcome },
    });
    if (first) {
      await enqueueJobs(ctx.env.NOTIFICATIONS, await filedJobs(ctx, facts, input.nccdbComplaintId)).catch(
        (error: unknown) => ctx.logger.error("complaint_notice_failed", { loadId: input.loadId, error: String(error) }),
      );
    }
  }
  const saved = await complaintOfLoad(ctx.db, input.loadId);
  if (!saved) throw new Error("complaint vanished after its write");
  return complaintView(saved, facts.load.loadNumber);
}
