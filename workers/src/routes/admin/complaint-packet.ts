import { createRoute } from "@hono/zod-openapi";
import { ADMIN_CONSOLE_MESSAGES } from "@truerate/domain/admin-console";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { complaintPacketSchema } from "../../schemas/admin/console";
import { loadIdParamsSchema } from "../../schemas/loads";
import { prepareComplaintPacket } from "../../services/complaints/packet";
import { administratorsOnly } from "./console-middleware";

const route = createRoute({
  operationId: "prepareComplaintPacket",
  method: "get",
  path: "/api/admin/loads/{id}/complaint-packet",
  tags: ["Admin"],
  summary: "The NCCDB complaint packet of an overdue or refused load",
  description:
    "Administrators only. The National Consumer Complaint Database form's fields pre-filled from the load, the " +
    "brokerage's FMCSA record and the evidence, with every attachment's SHA-256, and the recorded complaint if any. " +
    `Any other load answers 409 '${ADMIN_CONSOLE_MESSAGES.complaintNotEligible}'.`,
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, administratorsOnly, noStore] as const,
  request: { params: loadIdParamsSchema },
  responses: {
    200: { description: "The packet", content: { "application/json": { schema: complaintPacketSchema } } },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await prepareComplaintPacket(serviceContext(c), { loadId: id }), 200);
  });
}
