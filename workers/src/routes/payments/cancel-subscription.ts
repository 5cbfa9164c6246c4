import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { subscriptionViewSchema } from "../../schemas/payments";
import { cancelSubscription } from "../../services/payments/cancel-subscription";

const route = createRoute({
  operationId: "cancelSubscription",
  method: "post",
  path: "/api/payment/cancel-subscription",
  tags: ["Payments"],
  summary: "Cancel at the end of the paid period",
  description:
    "The subscription stays active, with access, until `currentPeriodEnd`, and then ends instead of renewing. " +
    "Cancelling twice changes nothing; with no active subscription it answers 409.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, noStore] as const,
  responses: {
    200: {
      description: "The updated subscription",
      content: { "application/json": { schema: subscriptionViewSchema } },
    },
    ...errorResponses(401, 409, 503),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => c.json(await cancelSubscription(serviceContext(c)), 200));
}
