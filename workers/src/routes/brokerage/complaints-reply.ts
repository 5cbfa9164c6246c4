import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { complaintReplyRequestSchema, complaintSchema } from "../../schemas/admin/console";
import { idPathParams } from "../../schemas/openapi";
import { replyToComplaint } from "../../services/complaints/brokerage-replies";

const route = createRoute({
  operationId: "replyToComplaint",
  method: "post",
  path: "/api/brokerage/complaints/{id}/reply",
  tags: ["Brokerage"],
  summary: "Attach the brokerage's reply to a complaint about it",
  description:
    "Members of the brokerage only; a later reply replaces the earlier one. Another brokerage's complaint answers 404.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn] as const,
  request: {
    params: idPathParams("5c2e9a1f-0b7d-4e3c-9a8f-1d2e3f4a5b6c"),
    body: { required: true, content: { "application/json": { schema: complaintReplyRequestSchema } } },
  },
  responses: {
    200: { description: "The complaint with the reply", content: { "application/json": { schema: complaintSchema } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    const { reply } = c.req.valid("json");
    return c.json(await replyToComplaint(serviceContext(c), { id, reply }), 200);
  });
}
