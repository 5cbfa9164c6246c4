import { createRoute } from "@hono/zod-openapi";
import { ADMIN_CONSOLE_MESSAGES } from "@truerate/domain/admin-console";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { complaintSchema, recordComplaintRequestSchema } from "../../schemas/admin/console";
import { loadIdParamsSchema } from "../../schemas/loads";
import { recordComplaint } from "../../services/complaints/record";
import { administratorsOnly } from "./console-middleware";

const route = createRoute({
  operationId: "recordComplaint",
  method: "put",
  path: "/api/admin/loads/{id}/complaint",
  tags: ["Admin"],
  summary: "Record the Complaint ID NCCDB gave and the outcome",
  description:
    "Administrators only, for an overdue or refused load. Recording again updates the ID and outcome. The first " +
    `record tells the brokerage, which can reply. A blank ID answers 400 '${ADMIN_CONSOLE_MESSAGES.complaintIdRequired}'.`,
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, administratorsOnly] as const,
  request: {
    params: loadIdParamsSchema,
    body: { required: true, content: { "application/json": { schema: recordComplaintRequestSchema } } },
  },
  responses: {
    200: { description: "The complaint", content: { "application/json": { schema: complaintSchema } } },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    return c.json(await recordComplaint(serviceContext(c), { loadId: id, ...body }), 200);
  });
}
