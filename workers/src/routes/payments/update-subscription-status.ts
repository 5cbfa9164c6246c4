import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { confirmedSubscriptionSchema, updateSubscriptionStatusBodySchema } from "../../schemas/payments";
import { confirmSubscription } from "../../services/payments/confirm-subscription";

const route = createRoute({
  operationId: "updateSubscriptionStatus",
  method: "post",
  path: "/api/payment-api/update-subscription-status",
  tags: ["Payments"],
  summary: "Confirm a subscription with the payment provider",
  description:
    "Asks the provider for the state of one of the user's own subscriptions and records it. The requested `status` is " +
    "never applied as such: `success` is true only when the provider reports the subscription paid (active or trialing).",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, noStore] as const,
  request: {
    body: { required: true, content: { "application/json": { schema: updateSubscriptionStatusBodySchema } } },
  },
  responses: {
    200: {
      description: "The provider's verdict",
      content: { "application/json": { schema: confirmedSubscriptionSchema } },
    },
    ...errorResponses(400, 401, 404, 503),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { subscriptionId } = c.req.valid("json");
    const result = await confirmSubscription(serviceContext(c), { subscriptionId });
    return c.json(result, 200);
  });
}
