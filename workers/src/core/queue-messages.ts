import { NOTIFICATION_TYPES } from "@truerate/domain/enums";
import { z } from "zod";

/**
 * Jobs carried by the NOTIFICATIONS queue. Each has a `dedupeKey`: queues deliver at least once,
 * so the consumer's writes are keyed by it and a redelivery changes nothing.
 */
export const mailMessageSchema = z.object({
  kind: z.literal("mail"),
  dedupeKey: z.string().min(1),
  to: z.email(),
  template: z.string().min(1),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string().optional(),
});

/**
 * An in-app notification for one user, and optionally the same news by e-mail to that user's
 * address (read when the job runs, so a changed address is honoured). The row is written once per
 * `dedupeKey`; the e-mail is sent with `<dedupeKey>:mail`, so a retry after a mail failure neither
 * duplicates the row nor skips the e-mail.
 */
export const notificationMessageSchema = z.object({
  kind: z.literal("notification"),
  dedupeKey: z.string().min(1),
  userId: z.string().min(1),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string().min(1),
  message: z.string().min(1),
  loadId: z.string().nullable().optional(),
  documentId: z.string().nullable().optional(),
  /** When the news happened (epoch ms): the row's createdAt, however late the job runs. */
  occurredAt: z.number().int().nonnegative(),
  mail: z.object({ template: z.string().min(1), subject: z.string().min(1), text: z.string() }).optional(),
});

/**
 * Loads' 371.3 requests to their brokers (services/load-requests/deliver.ts), up to 100 per job:
 * one e-mail to each load's broker address and one to each member of its brokerage, each keyed by
 * load and address. A partner's 1,000-load push is ten jobs, not a thousand.
 */
export const loadRequestsMessageSchema = z.object({
  kind: z.literal("load_requests"),
  dedupeKey: z.string().min(1),
  loadIds: z.array(z.string().min(1)).min(1).max(100),
});

/** The one-load job queued before requests were batched (2026-11-28): still delivered, for jobs queued or parked then. */
export const legacyLoadRequestMessageSchema = z.object({
  kind: z.literal("load_request"),
  dedupeKey: z.string().min(1),
  loadId: z.string().min(1),
});

/** One attempt of a partner webhook delivery (the row in webhook_deliveries holds the rest). */
export const webhookMessageSchema = z.object({
  kind: z.literal("webhook"),
  dedupeKey: z.string().min(1),
  deliveryId: z.string().min(1),
});

/** Load deadlines to arm (services/deadlines/arm.ts), on the DEADLINES queue; arming is idempotent. */
export const deadlineMessageSchema = z.object({
  kind: z.literal("deadline"),
  loads: z
    .array(z.object({ loadId: z.string().min(1), deadlineAt: z.number().int().nonnegative() }))
    .min(1)
    .max(100),
});

/**
 * A document to read (the reader worker, workers/reader), on the READINGS queue. Reading is
 * idempotent: a document already read is not read again, so a redelivery changes nothing.
 */
export const readDocumentMessageSchema = z.object({
  kind: z.literal("read_document"),
  documentId: z.string().min(1),
});

/**
 * A rate confirmation of a load was read (sent by the reader worker): the API worker decides what the
 * reading changes for the load's partner (services/partners/webhooks/document-identity.ts). Keyed by
 * the document and its content, so a redelivery or a re-read of the same bytes changes nothing.
 */
export const documentReadMessageSchema = z.object({
  kind: z.literal("document_read"),
  dedupeKey: z.string().min(1),
  documentId: z.string().min(1),
  loadId: z.string().min(1),
});

export const queueMessageSchema = z.discriminatedUnion("kind", [
  mailMessageSchema,
  notificationMessageSchema,
  loadRequestsMessageSchema,
  legacyLoadRequestMessageSchema,
  webhookMessageSchema,
  documentReadMessageSchema,
]);

export type MailMessage = z.infer<typeof mailMessageSchema>;
export type NotificationMessage = z.infer<typeof notificationMessageSchema>;
export type LoadRequestsMessage = z.infer<typeof loadRequestsMessageSchema>;
export type DeadlineMessage = z.infer<typeof deadlineMessageSchema>;
export type QueueMessage = z.infer<typeof queueMessageSchema>;
export type ReadDocumentMessage = z.infer<typeof readDocumentMessageSchema>;
export type DocumentReadMessage = z.infer<typeof documentReadMessageSchema>;
