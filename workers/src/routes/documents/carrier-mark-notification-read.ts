import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { markCarrierNotificationReadResponseSchema } from "../../schemas/carrier-documents";
import { documentIdParamsSchema } from "../../schemas/documents";
import { markNotificationRead } from "../../services/documents/carrier/mark-notification-read";

const route = createRoute({
  operationId: "markCarrierNotificationRead",
  method: "patch",
  path: "/api/documents/carrier/notifications/{id}/read",
  tags: ["Carrier documents"],
  summary: "Mark one of the caller's notifications read",
  description: "Someone else's notification answers 404.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: { params: documentIdParamsSchema },
  responses: {
    200: {
      description: "The notification, read",
      content: {
        "application/json": { schema: markCarrierNotificationReadResponseSchema },
      },
    },
    ...errorResponses(400, 401, 402, 403, 404),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const notification = await markNotificationRead(serviceContext(c), c.req.valid("param"));
    return c.json({ success: true as const, notification }, 200);
  });
}
