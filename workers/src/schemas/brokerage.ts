import { z } from "@hono/zod-openapi";
import { idPathParams } from "./openapi";

export const brokerageMemberSchema = z
  .object({
    id: z.string().openapi({ description: "User id.", example: "5f0c6a5e-2c1d-4f8e-9a51-0f7f1d3c2b10" }),
    email: z.string().openapi({ example: "ops@demofreight.test" }),
    companyName: z.string().nullable().openapi({ example: "Demo Freight Brokerage LLC" }),
    status: z
      .enum(["member", "pending"])
      .openapi({ description: "member, or pending: asked to join and waits for a member's approval." }),
    createdAt: z.string().openapi({ description: "Account creation (ISO 8601).", example: "2026-11-23T12:00:00.000Z" }),
  })
  .openapi("BrokerageMember");

export type BrokerageMemberView = z.infer<typeof brokerageMemberSchema>;

export const memberIdParamsSchema = idPathParams("5f0c6a5e-2c1d-4f8e-9a51-0f7f1d3c2b10");

export const joinDecisionSchema = z
  .object({
    success: z.literal(true),
    id: z.string(),
    status: z.enum(["member", "declined"]),
  })
  .openapi("JoinDecision");

export const listBrokerageMembersResponseSchema = z.object({ members: z.array(brokerageMemberSchema) });
