import { createRoute } from "@hono/zod-openapi";
import { rateInputSchema } from "../../domain/validation/rate";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { createRate } from "../../services/loads/rates/create";
import { rateSchema } from "./schemas";

const route = createRoute({
  operationId: "createRate",
  method: "post",
  path: "/api/rates",
  tags: ["Rates"],
  summary: "Post a rate",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: {
    body: { required: true, content: { "application/json": { schema: rateInputSchema.openapi("RateInput") } } },
  },
  responses: {
    201: { description: "The posted rate", content: { "application/json": { schema: rateSchema } } },
    ...errorResponses(400, 401, 402),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    return c.json(await createRate({ ctx: serviceContext(c), input: c.req.valid("json") }), 201);
  });
}
