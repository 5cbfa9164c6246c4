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

export const queueMessageSchema = z.discriminatedUnion("kind", [mailMessageSchema]);

export type MailMessage = z.infer<typeof mailMessageSchema>;
export type QueueMessage = z.infer<typeof queueMessageSchema>;
