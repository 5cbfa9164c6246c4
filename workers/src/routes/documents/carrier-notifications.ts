import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { listCarrierNotificationsResponseSchema } from "../../schemas/carrier-documents";
import { listCarrierNotifications } from "../../services/documents/carrier/list-notifications";

const route = createRoute({
  operationId: "listCarrierNotifications",
  method: "get",
  path: "/api/documents/carrier/notifications",
  tags: ["Carrier documents"],
  summary: "The caller's 5 most recent unread notifications",
  description:
    "The notification bell: the five most recent unread notifications of the signed-in carrier, newest first.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  responses: {
    200: {
      description: "Unread notifications, newest first",
      content: {
        "application/json": {
          schema: listCarrierNotificationsResponseSchema,
        },
      },
    },
    ...errorResponses(401, 402, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const notifications = await listCarrierNotifications(serviceContext(c));
    return c.json({ success: true as const, notifications }, 200);
  });
}
