import { z } from "@hono/zod-openapi";
import { deadLetters } from "../../db/schema";
import { createSelectSchema } from "../from-table";

const deadLetterColumns = createSelectSchema(deadLetters).shape;

export const deadLetterSchema = z
  .object({
    id: deadLetterColumns.id,
    queue: deadLetterColumns.queue.openapi({ example: "notifications" }),
    messageId: deadLetterColumns.messageId,
    kind: z.string().nullable().openapi({ description: "The job's kind, when it has one.", example: "notification" }),
    dedupeKey: z.string().nullable().openapi({ example: "deadline-missed:7f1c2d9e:3b0c4f0e" }),
    body: z.unknown().openapi({ description: "The message as it was queued." }),
    attempts: z.number().int().openapi({ example: 6 }),
    createdAt: z.string().openapi({ format: "date-time" }),
    retriedAt: z.string().nullable().openapi({ format: "date-time" }),
  })
  .openapi("DeadLetter");

export const listDeadLettersResponseSchema = z.object({
  success: z.literal(true),
  deadLetters: z.array(deadLetterSchema),
});

export const retryDeadLetterResponseSchema = z.object({ success: z.literal(true), deadLetter: deadLetterSchema });

/** The list's filter; its vocabulary is the service's (services/admin/dead-letters/list.ts), "pending" first. */
export function deadLettersQuerySchema<const Filters extends readonly ["pending", ...string[]]>(filters: Filters) {
  return z.object({ status: z.enum(filters).default("pending").openapi({ example: "pending" }) });
}
