import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../../http/app";
import { errorResponses, PARTNER_TOKEN_SCHEME } from "../../../http/openapi";
import { partnerOf, requirePartner } from "../../../http/partner-auth";
import { serviceContext } from "../../../http/service-context";
import { deliveryParams, deliveryWithHistorySchema } from "../../../schemas/v1/webhooks";
import { getDelivery } from "../../../services/partners/webhooks/deliveries";

const route = createRoute({
  operationId: "getWebhookDelivery",
  method: "get",
  path: "/api/v1/webhooks/deliveries/{id}",
  tags: ["Partner API v1"],
  security: [{ [PARTNER_TOKEN_SCHEME]: ["webhooks:manage"] }],
  middleware: [requirePartner("webhooks:manage")] as const,
  summary: "One delivery with every attempt",
  description: "Its attempts oldest first, each with its answer or error, across the first schedule and every replay.",
  request: { params: deliveryParams },
  responses: {
    200: { description: "The delivery", content: { "application/json": { schema: deliveryWithHistorySchema } } },
    ...errorResponses(401, 403, 404, 429),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) =>
    c.json(await getDelivery(serviceContext(c), { partner: partnerOf(c), id: c.req.valid("param").id }), 200),
  );
}
