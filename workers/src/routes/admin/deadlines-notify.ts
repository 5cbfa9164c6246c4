import { createRoute } from "@hono/zod-openapi";
import { ADMIN_CONSOLE_MESSAGES } from "@truerate/domain/admin-console";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { notifyAdminDeadlineResponseSchema, notifyRequestSchema } from "../../schemas/admin/console";
import { loadIdParamsSchema } from "../../schemas/loads";
import { notifyDeadline } from "../../services/admin/notify-deadline";
import { administratorsOnly } from "./console-middleware";

const route = createRoute({
  operationId: "notifyAdminDeadline",
  method: "post",
  path: "/api/admin/deadlines/{id}/notify",
  tags: ["Admin"],
  summary: "Tell the broker about a load's deadline",
  description:
    "Administrators only. deadline_missed for a missed deadline, pending_docs for one due within 24 hours; sent " +
    `through the notification queue once per load and type (again: 409 '${ADMIN_CONSOLE_MESSAGES.noticeAlreadySent}').`,
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, administratorsOnly] as const,
  request: {
    params: loadIdParamsSchema,
    body: { required: true, content: { "application/json": { schema: notifyRequestSchema } } },
  },
  responses: {
    200: {
      description: "Queued",
      content: {
        "application/json": {
          schema: notifyAdminDeadlineResponseSchema,
        },
      },
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    const { type } = c.req.valid("json");
    return c.json(await notifyDeadline(serviceContext(c), { id, type }), 200);
  });
}
