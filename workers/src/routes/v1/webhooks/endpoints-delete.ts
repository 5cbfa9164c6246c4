import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../../http/app";
import { errorResponses, PARTNER_TOKEN_SCHEME } from "../../../http/openapi";
import { partnerOf, requirePartner } from "../../../http/partner-auth";
import { serviceContext } from "../../../http/service-context";
import { deleteWebhookEndpointResponseSchema, endpointParams } from "../../../schemas/v1/webhooks";
import { deleteEndpoint } from "../../../services/partners/webhooks/endpoints";

const route = createRoute({
  operationId: "deleteWebhookEndpoint",
  method: "delete",
  path: "/api/v1/webhooks/endpoints/{id}",
  tags: ["Partner API v1"],
  security: [{ [PARTNER_TOKEN_SCHEME]: ["webhooks:manage"] }],
  middleware: [requirePartner("webhooks:manage")] as const,
  summary: "Remove a webhook endpoint",
  description:
    "Deliveries to it stop at once: pending ones, retries already scheduled included, are marked `cancelled` and " +
    "never sent. Its delivery log stays readable.",
  request: { params: endpointParams },
  responses: {
    200: {
      description: "Removed",
      content: { "application/json": { schema: deleteWebhookEndpointResponseSchema } },
    },
    ...errorResponses(401, 403, 404, 429),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    await deleteEndpoint(serviceContext(c), { partner: partnerOf(c), id: c.req.valid("param").id });
    return c.json({ deleted: true as const }, 200);
  });
}
