import { createRoute, z } from "@hono/zod-openapi";
import { PARTNER_WEBHOOK_DELIVERY_STATUSES } from "@truerate/domain/partners/vocabulary";
import type { App } from "../../../http/app";
import { errorResponses, PARTNER_TOKEN_SCHEME } from "../../../http/openapi";
import { partnerOf, requirePartner } from "../../../http/partner-auth";
import { serviceContext } from "../../../http/service-context";
import { cursorPageQuery } from "../../../schemas/list-query";
import { deliverySchema } from "../../../schemas/v1/webhooks";
import { listDeliveries } from "../../../services/partners/webhooks/deliveries";

/** A page of deliveries; older ones follow `before`, not a cursor. */
const DELIVERIES_PAGE = { default: 50, max: 100 };

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
    query: z.object({
      status: z
        .enum(PARTNER_WEBHOOK_DELIVERY_STATUSES)
        .optional()
        .openapi({ param: { name: "status", in: "query" }, example: "failed" }),
      endpointId: z
        .string()
        .max(64)
        .optional()
        .openapi({ param: { name: "endpointId", in: "query" } }),
      limit: cursorPageQuery(DELIVERIES_PAGE).limit,
      before: z
        .string()
        .max(64)
        .optional()
        .openapi({
          param: { name: "before", in: "query" },
          // No example: any id but one of the caller's own deliveries is refused (400), so none is well-behaved.
          description: "A delivery's id: only the deliveries older than it (the next page after it).",
        }),
    }),
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
