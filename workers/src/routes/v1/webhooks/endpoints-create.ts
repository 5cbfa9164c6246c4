import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../../http/app";
import { errorResponses, PARTNER_TOKEN_SCHEME } from "../../../http/openapi";
import { partnerOf, requirePartner } from "../../../http/partner-auth";
import { serviceContext } from "../../../http/service-context";
import { createEndpointSchema, endpointWithSecretSchema } from "../../../schemas/v1/webhooks";
import { createEndpoint } from "../../../services/partners/webhooks/endpoints";

const route = createRoute({
  operationId: "createWebhookEndpoint",
  method: "post",
  path: "/api/v1/webhooks/endpoints",
  tags: ["Partner API v1"],
  security: [{ [PARTNER_TOKEN_SCHEME]: ["webhooks:manage"] }],
  middleware: [requirePartner("webhooks:manage")] as const,
  summary: "Register a webhook endpoint",
  description:
    "Events about your loads: load.deadline_met, load.deadline_missed, document.shared, document.identity_failed, " +
    "true_rate.verified. Each " +
    "delivery is a POST of `{type, timestamp, data}` signed the Standard Webhooks way (webhook-id, webhook-timestamp, " +
    "webhook-signature: v1,<base64 HMAC-SHA256 of id.timestamp.body>); verify it with the SDK's verifyWebhook. Failures " +
    "are retried for more than 24 hours (30 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). The secret is in this answer only. " +
    "A URL has one live endpoint per organisation (409 for a second): two would deliver every event twice. A " +
    "sandbox client's endpoints are the sandbox's: only sandbox clients see them, and they receive pings only.",
  request: { body: { required: true, content: { "application/json": { schema: createEndpointSchema } } } },
  responses: {
    201: { description: "Registered", content: { "application/json": { schema: endpointWithSecretSchema } } },
    ...errorResponses(400, 401, 403, 409, 429),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) =>
    c.json(
      await createEndpoint(serviceContext(c), {
        partner: partnerOf(c),
        input: c.req.valid("json"),
        resolver: c.get("hostResolver"),
      }),
      201,
    ),
  );
}
