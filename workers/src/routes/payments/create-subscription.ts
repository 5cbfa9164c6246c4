import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { createdSubscriptionSchema, createSubscriptionBodySchema } from "../../schemas/payments";
import { createSubscription } from "../../services/payments/create-subscription";

const route = createRoute({
  operationId: "createSubscription",
  method: "post",
  path: "/api/payment-api/create-subscription",
  tags: ["Payments"],
  summary: "Subscribe to the plan of the signed-in user's type",
  description:
    "Creates a monthly subscription (Carrier Plan $29.00, Broker Plan $19.99) for the signed-in user with a card " +
    "PaymentMethod. When the first payment needs the browser (3-D Secure, or Stripe's confirmation), `clientSecret` is " +
    "set. A declined card answers 402 PAYMENT_DECLINED with the provider's message and `details.reason` 'payment_declined'; a user " +
    "who owes nothing (subscribed, admin, broker under free access) answers 409.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, noStore] as const,
  request: { body: { required: true, content: { "application/json": { schema: createSubscriptionBodySchema } } } },
  responses: {
    200: {
      description: "The subscription, active or awaiting its first payment",
      content: { "application/json": { schema: createdSubscriptionSchema } },
    },
    ...errorResponses(400, 401, 402, 409),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const body = c.req.valid("json");
    const result = await createSubscription(serviceContext(c), {
      paymentMethodId: body.paymentMethodId,
      name: body.name?.trim() || null,
    });
    return c.json(result, 200);
  });
}
