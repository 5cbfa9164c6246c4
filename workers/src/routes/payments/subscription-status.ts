import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { subscriptionViewSchema } from "../../schemas/payments";
import { getSubscriptionStatus } from "../../services/payments/subscription-status";

const route = createRoute({
  operationId: "getSubscriptionStatus",
  method: "get",
  path: "/api/payment/subscription-status",
  tags: ["Payments"],
  summary: "The signed-in user's subscription (profile card)",
  description:
    "What the profile's subscription card shows: plan, status, period end and whether it renews, as of now (an offline period that ended is renewed or lapsed first).",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, noStore] as const,
  responses: {
    200: {
      description: "The subscription as of now",
      content: { "application/json": { schema: subscriptionViewSchema } },
    },
    ...errorResponses(401),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => c.json(await getSubscriptionStatus(serviceContext(c)), 200));
}
