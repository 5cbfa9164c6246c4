import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../../http/app";
import { errorResponses, PARTNER_TOKEN_SCHEME } from "../../../http/openapi";
import { partnerOf, requirePartner } from "../../../http/partner-auth";
import { serviceContext } from "../../../http/service-context";
import { deliveryParams, deliverySchema } from "../../../schemas/v1/webhooks";
import { replayDelivery } from "../../../services/partners/webhooks/deliveries";

const route = createRoute({
  operationId: "replayWebhookDelivery",
  method: "post",
  path: "/api/v1/webhooks/deliveries/{id}/replay",
  tags: ["Partner API v1"],
  security: [{ [PARTNER_TOKEN_SCHEME]: ["webhooks:manage"] }],
  middleware: [requirePartner("webhooks:manage")] as const,
  summary: "Send a delivery again",
  description:
    "From the start of the retry schedule, with the same webhook-id, so a receiver that kept it can drop a repeat. " +
    "The delivery keeps its attempts and their history; the replay's attempts add to them. A delivery to a " +
    "deleted endpoint cannot be replayed (404).",
  request: { params: deliveryParams },
  responses: {
    202: { description: "Queued again", content: { "application/json": { schema: deliverySchema } } },
    ...errorResponses(401, 403, 404, 429),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) =>
    c.json(await replayDelivery(serviceContext(c), { partner: partnerOf(c), id: c.req.valid("param").id }), 202),
  );
}
