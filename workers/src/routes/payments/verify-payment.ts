import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { verifiedPaymentSchema, verifyPaymentQuerySchema } from "../../schemas/payments";
import { verifyPayment } from "../../services/payments/verify-payment";

const route = createRoute({
  operationId: "verifyPayment",
  method: "get",
  path: "/api/payment-api/verify-payment",
  tags: ["Payments"],
  summary: "The status of one of the user's payments",
  description:
    "Reads the payment from the provider. A succeeded payment also brings the user's subscription up to date. " +
    "Another user's payment answers 404, like an unknown one.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, noStore] as const,
  request: { query: verifyPaymentQuerySchema },
  responses: {
    200: { description: "The payment's status", content: { "application/json": { schema: verifiedPaymentSchema } } },
    ...errorResponses(400, 401, 404, 503),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { payment_intent: paymentIntentId } = c.req.valid("query");
    const result = await verifyPayment(serviceContext(c), { paymentIntentId });
    return c.json(result, 200);
  });
}
