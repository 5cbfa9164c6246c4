import { ADMIN_CONSOLE_MESSAGES, noticeFor, trackerStatus } from "@truerate/domain/admin-console";
import { hoursRemaining } from "@truerate/domain/compliance";
import type { AdminNoticeType } from "@truerate/domain/enums";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import { AppError, notFound } from "../../core/errors";
import type { QueueMessage } from "../../core/queue-messages";
import type { ServiceContext } from "../../core/service-context";
import { loadOfId } from "../../db/queries/access";
import { noticeSent, recordNotice } from "../../db/queries/admin-loads";
import type { loads } from "../../db/schema";
import { requireAdministrator } from "../access/admin";
import { LOAD_ACCESS_MESSAGES } from "../access/loads";
import { auditRecord } from "../audit/audit";
import { deadlineRecipients } from "../deadlines/recipients";
import { enqueueJobs } from "../notifications/enqueue";

const TEMPLATE = "admin-deadline-notice";

type NoticeLoad = Pick<
  typeof loads.$inferSelect,
  "id" | "loadNumber" | "brokerName" | "brokerEmail" | "brokerageId" | "deadlineAt"
>;

function noticeText(type: AdminNoticeType, load: NoticeLoad) {
  const due = formatNewYorkTime(load.deadlineAt);
  return type === "deadline_missed"
    ? {
        title: "48-hour document deadline missed",
        message:
          `The documents for load ${load.loadNumber} were due by ${due} and have not reached the carrier. ` +
          "Send them now: brokers must provide them within 48 hours (49 CFR 371.3).",
      }
    : {
        title: "Documents due soon",
        message: `Send the documents for load ${load.loadNumber} to the carrier by ${due}.`,
      };
}

/** The brokerage's users in the app and by e-mail, or the address on the load when it is unregistered. */
async function noticeJobs(ctx: ServiceContext, type: AdminNoticeType, load: NoticeLoad): Promise<QueueMessage[]> {
  const text = noticeText(type, load);
  const key = `admin-notice-${type}:${load.id}`;
  const subject = `TrueRate: ${text.title}`;
  if (!load.brokerageId) {
    return [
      {
        kind: "mail",
        dedupeKey: `${key}:broker-email`,
        to: load.brokerEmail,
        template: TEMPLATE,
        subject,
        text: text.message,
      },
    ];
  }
  const recipients = await deadlineRecipients(ctx, {
    ...load,
    deadlineAt: load.deadlineAt.getTime(),
    userId: null,
    complianceStatus: "pending",
  });
  return recipients.brokerUserIds.map((userId) => ({
    kind: "notification",
    dedupeKey: `${key}:${userId}`,
    userId,
    type: "compliance_deadline",
    title: text.title,
    message: text.message,
    loadId: load.id,
    documentId: null,
    occurredAt: ctx.now(),
    mail: { template: TEMPLATE, subject, text: text.message },
  }));
}

/**
 * The tracker's Notify: tells the broker through the NOTIFICATIONS queue, once per load and type.
 * The jobs are queued before the notice row is written; their dedupe keys make a retry after a
 * failed write harmless, and the unique row turns a second click into 409.
 */
export async function notifyDeadline(
  ctx: ServiceContext,
  input: { id: string; type: AdminNoticeType },
): Promise<{ success: true; type: AdminNoticeType; sentAt: string }> {
  const admin = requireAdministrator(ctx);
  const load = await loadOfId(ctx.db, input.id);
  if (!load) throw notFound(LOAD_ACCESS_MESSAGES.notFound);
  if (await noticeSent(ctx.db, { loadId: load.id, type: input.type }))
    throw new AppError("CONFLICT", ADMIN_CONSOLE_MESSAGES.noticeAlreadySent);
  const due = noticeFor(trackerStatus(load.complianceStatus), hoursRemaining(load.deadlineAt, ctx.now()));
  if (due !== input.type) throw new AppError("CONFLICT", ADMIN_CONSOLE_MESSAGES.noticeNotDue);

  await enqueueJobs(ctx.env.NOTIFICATIONS, await noticeJobs(ctx, input.type, load));
  const sentAt = new Date(ctx.now());
  try {
    await recordNotice(ctx.db, {
      loadId: load.id,
      type: input.type,
      sentBy: admin.userId,
      sentAt,
      audit: auditRecord(ctx, {
        action: "load.deadline_notice_sent",
        entityType: "load",
        entityId: load.id,
        details: { type: input.type },
      }),
    });
  } catch (error) {
    // Two administrators at once: the other one's row won; the queued jobs were the same keys.
    if (String(error).includes("UNIQUE")) throw new AppError("CONFLICT", ADMIN_CONSOLE_MESSAGES.noticeAlreadySent);
    throw error;
  }
  return { success: true, type: input.type, sentAt: sentAt.toISOString() };
}
