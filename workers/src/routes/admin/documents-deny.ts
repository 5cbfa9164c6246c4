import { createRoute } from "@hono/zod-openapi";
import { ADMIN_CONSOLE_MESSAGES } from "@truerate/domain/admin-console";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { adminDecisionSchema, denyRequestSchema } from "../../schemas/admin/console";
import { documentIdParamsSchema } from "../../schemas/documents";
import { decideDocument } from "../../services/admin/decide-document";
import { administratorsOnly } from "./console-middleware";

const route = createRoute({
  operationId: "denyAdminDocument",
  method: "post",
  path: "/api/admin/documents/{id}/deny",
  tags: ["Admin"],
  summary: "Deny a document with a reason",
  description: `Administrators only. A blank reason answers 400 '${ADMIN_CONSOLE_MESSAGES.reasonRequired}'. Replaces an earlier decision; audited.`,
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, administratorsOnly] as const,
  request: {
    params: documentIdParamsSchema,
    body: { required: true, content: { "application/json": { schema: denyRequestSchema } } },
  },
  responses: {
    200: { description: "Denied", content: { "application/json": { schema: adminDecisionSchema } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    const { reason, notes } = c.req.valid("json");
    const document = await decideDocument(serviceContext(c), { id, action: "denied", reason, notes });
    return c.json({ success: true as const, document }, 200);
  });
}
