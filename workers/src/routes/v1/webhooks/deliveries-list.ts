import { createRoute, z } from "@hono/zod-openapi";
import type { App } from "../../../http/app";
import { errorResponses, PARTNER_TOKEN_SCHEME } from "../../../http/openapi";
import { partnerOf, requirePartner } from "../../../http/partner-auth";
import { serviceContext } from "../../../http/service-context";
import { deliveriesQuerySchema, deliverySchema } from "../../../schemas/v1/webhooks";
import { listDeliveries } from "../../../services/partners/webhooks/deliveries";

const route = createRoute({
  operationId: "listWebhookDeliveries",
  method: "get",
  path: "/api/v1/webhooks/deliveries",
  tags: ["Partner API v1"],
  security: [{ [PARTNER_TOKEN_SCHEME]: ["webhooks:manage"] }],
  middleware: [requirePartner("webhooks:manage")] as const,
  summary: "The delivery log",
  description:
    "Newest first: every event sent to your endpoints, its attempts, the last answer and the next try. " +
    "A full page may have more after it: pass its last delivery's `id` as `before` for the next.",
  request: {
    query: deliveriesQuerySchema,
  },
  responses: {
    200: { description: "Deliveries", content: { "application/json": { schema: z.array(deliverySchema) } } },
    ...errorResponses(400, 401, 403, 429),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) =>
    c.json(await listDeliveries(serviceContext(c), { partner: partnerOf(c), input: c.req.valid("query") }), 200),
  );
}
