import { z } from "@hono/zod-openapi";
import { emailField } from "@truerate/domain/validation/account";

export const mailSchema = z
  .object({
    id: z.string(),
    to: z.string().openapi({ example: "dispatch@acme-freight.com" }),
    subject: z.string().openapi({ example: "Your TrueRate verification code" }),
    text: z.string().openapi({ description: "The plain-text body." }),
    html: z.string().nullable(),
    template: z.string().openapi({ example: "account-verification" }),
    status: z.string().openapi({ example: "sent" }),
    createdAt: z.string().openapi({ description: "ISO 8601.", example: "2026-11-23T12:00:00.000Z" }),
  })
  .openapi("OutboxMail");

export const listDevMailQuerySchema = z.object({ to: emailField });

export const listDevMailResponseSchema = z.object({ messages: z.array(mailSchema) }).openapi("OutboxMailList");
