import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { adminDecisionSchema, approveRequestSchema } from "../../schemas/admin/console";
import { documentIdParamsSchema } from "../../schemas/documents";
import { decideDocument } from "../../services/admin/decide-document";
import { administratorsOnly } from "./console-middleware";

const route = createRoute({
  operationId: "approveAdminDocument",
  method: "post",
  path: "/api/admin/documents/{id}/approve",
  tags: ["Admin"],
  summary: "Approve a document, with optional notes",
  description: "Administrators only. Replaces an earlier decision; audited.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, administratorsOnly] as const,
  request: {
    params: documentIdParamsSchema,
    body: { required: false, content: { "application/json": { schema: approveRequestSchema } } },
  },
  responses: {
    200: { description: "Approved", content: { "application/json": { schema: adminDecisionSchema } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    const { notes } = c.req.valid("json") ?? {};
    const document = await decideDocument(serviceContext(c), { id, action: "approved", notes });
    return c.json({ success: true as const, document }, 200);
  });
}
