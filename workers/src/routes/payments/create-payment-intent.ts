import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { createdPaymentIntentSchema, createPaymentIntentBodySchema } from "../../schemas/payments";
import { createPaymentIntent } from "../../services/payments/create-payment-intent";

const route = createRoute({
  operationId: "createPaymentIntent",
  method: "post",
  path: "/api/payment-api/create-payment-intent",
  tags: ["Payments"],
  summary: "Open the checkout payment for the user's plan",
  description:
    "The payment is the first invoice of a subscription to the plan of the signed-in user's type, so the amount is " +
    "always the plan price (Carrier $29.00, Broker $19.99) whatever `amount` the page sends. Paying it with the " +
    "returned client secret activates the subscription; a reloaded checkout gets the same open payment back.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, noStore] as const,
  request: { body: { required: false, content: { "application/json": { schema: createPaymentIntentBodySchema } } } },
  responses: {
    200: {
      description: "The payment to confirm in the browser",
      content: { "application/json": { schema: createdPaymentIntentSchema } },
    },
    ...errorResponses(400, 401, 409),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const result = await createPaymentIntent(serviceContext(c));
    return c.json(result, 200);
  });
}
