import { createRoute } from "@hono/zod-openapi";
import { DAYS_TO_PAY_RULE } from "@truerate/domain/brokers/days-to-pay";
import { paymentDatesInputSchema } from "@truerate/domain/brokers/payment-dates";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { loadPaymentSchema } from "../../schemas/load-payments";
import { loadIdParamsSchema } from "../../schemas/loads";
import { recordLoadPayment } from "../../services/loads/record-payment";

const route = createRoute({
  operationId: "recordLoadPayment",
  method: "put",
  path: "/api/loads/{id}/payment",
  tags: ["Loads"],
  summary: "Record when the load was invoiced and paid",
  description:
    "Only the carrier who submitted the load records its payment dates; any other id answers 404 'Load not found'. " +
    "The invoice may not precede the load's date, the payment may not precede the invoice, and neither may be in the " +
    "future (New York's calendar); a wrong date answers 400 with a message per field. Each change is kept in the " +
    `audit log. ${DAYS_TO_PAY_RULE}`,
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: {
    params: loadIdParamsSchema,
    body: {
      required: true,
      content: { "application/json": { schema: paymentDatesInputSchema.openapi("LoadPaymentInput") } },
    },
  },
  responses: {
    200: { description: "The dates as stored", content: { "application/json": { schema: loadPaymentSchema } } },
    ...errorResponses(400, 401, 402, 404),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    const body = c.req.valid("json");
    const input = {
      loadId: id,
      invoicedOn: body.invoicedOn ?? null,
      paidOn: body.paidOn ?? null,
      notPaid: body.notPaid ?? false,
    };
    return c.json(await recordLoadPayment(serviceContext(c), input), 200);
  });
}
