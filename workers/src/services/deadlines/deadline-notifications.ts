import type { ReminderHours } from "@truerate/domain/compliance";
import { formatNewYorkTime } from "@truerate/domain/new-york-time";
import type { MailMessage, NotificationMessage, QueueMessage } from "../../core/queue-messages";
import type { DeadlineLoad } from "./deadline-load";
import type { DeadlineRecipients } from "./recipients";

/**
 * The jobs the deadline engine queues. Dedupe keys name the load, the event and the recipient, so
 * a redelivered alarm (or a re-run after a crash) queues the same keys and the consumer writes and
 * mails each of them once.
 */

export const DEADLINE_MAIL_TEMPLATES = {
  reminder: "deadline-reminder",
  missed: "deadline-missed",
} as const;

interface JobText {
  title: string;
  message: string;
}

function notification(
  load: DeadlineLoad,
  event: string,
  userId: string,
  text: JobText,
  template: string,
  occurredAt: number,
): NotificationMessage {
  return {
    kind: "notification",
    dedupeKey: `${event}:${load.id}:${userId}`,
    userId,
    type: "compliance_deadline",
    title: text.title,
    message: text.message,
    loadId: load.id,
    documentId: null,
    occurredAt,
    mail: { template, subject: `TrueRate: ${text.title}`, text: text.message },
  };
}

/** An unregistered broker has no users to notify; the address on the load still hears of it. */
function brokerEmailJob(load: DeadlineLoad, event: string, text: JobText, template: string): MailMessage[] {
  if (load.brokerageId) return [];
  return [
    {
      kind: "mail",
      dedupeKey: `${event}:${load.id}:broker-email`,
      to: load.brokerEmail,
      template,
      subject: `TrueRate: ${text.title}`,
      text: text.message,
    },
  ];
}

/** Reminders go to whoever owes the documents: the brokerage's users, or the broker's address. */
export function reminderJobs(
  load: DeadlineLoad,
  hoursBefore: ReminderHours,
  recipients: DeadlineRecipients,
  occurredAt: number,
): QueueMessage[] {
  const event = `deadline-reminder-${hoursBefore}`;
  const text = {
    title: `Documents due in ${hoursBefore} hours`,
    message:
      `Send the documents for load ${load.loadNumber} to the carrier by ${formatNewYorkTime(load.deadlineAt)}. ` +
      "Brokers must provide them within 48 hours of the load's upload.",
  };
  const template = DEADLINE_MAIL_TEMPLATES.reminder;
  return [
    ...recipients.brokerUserIds.map((userId) => notification(load, event, userId, text, template, occurredAt)),
    ...brokerEmailJob(load, event, text, template),
  ];
}

/** A missed deadline is news for the carrier, the brokerage's users and every administrator. */
export function missedDeadlineJobs(
  load: DeadlineLoad,
  recipients: DeadlineRecipients,
  occurredAt: number,
): QueueMessage[] {
  const event = "deadline-missed";
  const template = DEADLINE_MAIL_TEMPLATES.missed;
  const due = formatNewYorkTime(load.deadlineAt);
  const carrierText = {
    title: "Broker missed the 48-hour deadline",
    message: `${load.brokerName} did not send the documents for load ${load.loadNumber} by ${due}. The load is marked overdue.`,
  };
  const brokerText = {
    title: "48-hour document deadline missed",
    message:
      `No documents for load ${load.loadNumber} reached the carrier by ${due}. ` +
      "The load is now overdue and counts against your compliance rating.",
  };
  const adminText = {
    title: "Broker deadline missed",
    message: `${load.brokerName} missed the 48-hour document deadline for load ${load.loadNumber} (due ${due}).`,
  };
  const jobs: QueueMessage[] = [];
  if (recipients.carrierId) {
    jobs.push(notification(load, event, recipients.carrierId, carrierText, template, occurredAt));
  }
  for (const userId of recipients.brokerUserIds)
    jobs.push(notification(load, event, userId, brokerText, template, occurredAt));
  jobs.push(...brokerEmailJob(load, event, brokerText, template));
  for (const userId of recipients.adminIds) {
    // An administrator who is also the carrier or a broker of the load already has their notice.
    if (userId === recipients.carrierId || recipients.brokerUserIds.includes(userId)) continue;
    jobs.push(notification(load, event, userId, adminText, template, occurredAt));
  }
  return jobs;
}
