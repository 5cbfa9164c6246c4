import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../../http/app";
import { errorResponses, PARTNER_TOKEN_SCHEME } from "../../../http/openapi";
import { partnerOf, requirePartner } from "../../../http/partner-auth";
import { serviceContext } from "../../../http/service-context";
import { endpointParams, endpointWithSecretSchema } from "../../../schemas/v1/webhooks";
import { rotateEndpointSecret } from "../../../services/partners/webhooks/endpoints";

const route = createRoute({
  operationId: "rotateWebhookSecret",
  method: "post",
  path: "/api/v1/webhooks/endpoints/{id}/rotate-secret",
  tags: ["Partner API v1"],
  security: [{ [PARTNER_TOKEN_SCHEME]: ["webhooks:manage"] }],
  middleware: [requirePartner("webhooks:manage")] as const,
  summary: "Rotate an endpoint's signing secret",
  description: "The new secret is in this answer only; for 24 hours each delivery carries signatures of both secrets.",
  request: { params: endpointParams },
  responses: {
    200: { description: "Rotated", content: { "application/json": { schema: endpointWithSecretSchema } } },
    ...errorResponses(401, 403, 404, 429),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) =>
    c.json(await rotateEndpointSecret(serviceContext(c), { partner: partnerOf(c), id: c.req.valid("param").id }), 200),
  );
}
