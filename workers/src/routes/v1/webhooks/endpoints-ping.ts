import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../../http/app";
import { errorResponses, PARTNER_TOKEN_SCHEME } from "../../../http/openapi";
import { partnerOf, requirePartner } from "../../../http/partner-auth";
import { serviceContext } from "../../../http/service-context";
import { endpointParams, pingWebhookEndpointResponseSchema } from "../../../schemas/v1/webhooks";
import { pingEndpoint } from "../../../services/partners/webhooks/endpoints";

const route = createRoute({
  operationId: "pingWebhookEndpoint",
  method: "post",
  path: "/api/v1/webhooks/endpoints/{id}/ping",
  tags: ["Partner API v1"],
  security: [{ [PARTNER_TOKEN_SCHEME]: ["webhooks:manage"] }],
  middleware: [requirePartner("webhooks:manage")] as const,
  summary: "Send a signed test event (webhook.ping)",
  description:
    "Goes through the same queue, signing, retries and delivery log as every event. While a ping to this endpoint " +
    "is still pending (queued, or waiting for a retry), asking again sends that ping now, under the same deliveryId.",
  request: { params: endpointParams },
  responses: {
    202: {
      description: "Queued",
      content: {
        "application/json": {
          schema: pingWebhookEndpointResponseSchema,
        },
      },
    },
    ...errorResponses(401, 403, 404, 429),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) =>
    c.json(await pingEndpoint(serviceContext(c), { partner: partnerOf(c), id: c.req.valid("param").id }), 202),
  );
}
