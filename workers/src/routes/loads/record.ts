import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { loadRecordSchema } from "../../schemas/load-records";
import { loadIdParamsSchema } from "../../schemas/loads";
import { viewLoadRecord } from "../../services/records/view";

const route = createRoute({
  operationId: "getLoadRecord",
  method: "get",
  path: "/api/loads/{id}/record",
  tags: ["Loads"],
  summary: "A load's 371.3 request, the broker's record, its documents and the margin",
  description:
    "For the load's carrier, its brokerage's brokers and administrators; any other load answers 404 'Load not found'. " +
    "The margin is the true rate per the newest record (what the shipper paid) minus the carrier's rate; once an administrator verified the true rate from a version, per that version while a newer one awaits review (`revision`).",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription, noStore] as const,
  request: { params: loadIdParamsSchema },
  responses: {
    200: { description: "The record", content: { "application/json": { schema: loadRecordSchema } } },
    ...errorResponses(401, 402, 403, 404),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await viewLoadRecord(serviceContext(c), { loadId: id }), 200);
  });
}
