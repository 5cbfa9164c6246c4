import { createRoute } from "@hono/zod-openapi";
import { rateInputSchema } from "@truerate/domain/validation/rate";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { rateSchema } from "../../schemas/rates";
import { createRate } from "../../services/loads/posted-rates/create";

const route = createRoute({
  operationId: "createRate",
  method: "post",
  path: "/api/rates",
  tags: ["Rates"],
  summary: "Post a rate",
  description:
    "Posts a rate for a lane, checked with docs/product.md#load-board-validation-rules and their exact messages. Needs an " +
    "active subscription. Posting the very same rate again within 10 minutes (a double click, a retry) lists nothing " +
    "new and answers 200 with the first one.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: {
    body: { required: true, content: { "application/json": { schema: rateInputSchema.openapi("RateInput") } } },
  },
  responses: {
    200: {
      description: "The same rate, posted by the caller within 10 minutes: nothing new was listed",
      content: { "application/json": { schema: rateSchema } },
    },
    201: { description: "The posted rate", content: { "application/json": { schema: rateSchema } } },
    ...errorResponses(400, 401, 402),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { rate, repeated } = await createRate(serviceContext(c), c.req.valid("json"));
    return repeated ? c.json(rate, 200) : c.json(rate, 201);
  });
}
