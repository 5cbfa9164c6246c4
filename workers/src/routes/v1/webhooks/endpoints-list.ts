import { createRoute, z } from "@hono/zod-openapi";
import type { App } from "../../../http/app";
import { errorResponses, PARTNER_TOKEN_SCHEME } from "../../../http/openapi";
import { partnerOf, requirePartner } from "../../../http/partner-auth";
import { serviceContext } from "../../../http/service-context";
import { endpointSchema } from "../../../schemas/v1/webhooks";
import { listEndpoints } from "../../../services/partners/webhooks/endpoints";

const route = createRoute({
  operationId: "listWebhookEndpoints",
  method: "get",
  path: "/api/v1/webhooks/endpoints",
  tags: ["Partner API v1"],
  security: [{ [PARTNER_TOKEN_SCHEME]: ["webhooks:manage"] }],
  middleware: [requirePartner("webhooks:manage")] as const,
  summary: "Your webhook endpoints",
  description: "The organisation's webhook endpoints with the events each receives; secrets are never shown again.",
  responses: {
    200: { description: "Endpoints", content: { "application/json": { schema: z.array(endpointSchema) } } },
    ...errorResponses(401, 403, 429),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => c.json(await listEndpoints(serviceContext(c), { partner: partnerOf(c) }), 200));
}
