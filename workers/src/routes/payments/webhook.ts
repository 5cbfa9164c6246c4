import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { webhookReceiptSchema } from "../../schemas/payments";
import { receiveStripeWebhook } from "../../services/payments/receive-webhook";

const route = createRoute({
  operationId: "receiveStripeWebhook",
  method: "post",
  path: "/api/payment/webhook",
  tags: ["Payments"],
  security: [],
  summary: "Stripe webhook endpoint",
  description:
    "Stripe's event, verified by its `Stripe-Signature` header against the raw body (five-minute tolerance). Handles " +
    "customer.subscription.created/updated/deleted, invoice.paid and invoice.payment_failed; every event is kept by its " +
    "id, so a redelivery changes nothing. 503 when no Stripe key and webhook secret are configured.",
  responses: {
    200: { description: "The event was received", content: { "application/json": { schema: webhookReceiptSchema } } },
    ...errorResponses(400, 503),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    // The signature covers the exact bytes Stripe sent: read the raw text, never re-serialised JSON.
    const payload = await c.req.text();
    const ctx = serviceContext(c);
    const result = await receiveStripeWebhook(ctx, {
      payload,
      signature: c.req.header("stripe-signature") ?? null,
      webhookSecret: ctx.env.STRIPE_WEBHOOK_SECRET,
    });
    return c.json(result, 200);
  });
}
