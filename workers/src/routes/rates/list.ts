import { createRoute, z } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { rateSchema } from "../../schemas/rates";
import { listRates } from "../../services/loads/posted-rates/list";

const route = createRoute({
  operationId: "listRates",
  method: "get",
  path: "/api/rates",
  tags: ["Rates"],
  summary: "The caller's posted rates, newest first",
  description: "Every rate the signed-in carrier posted, newest first. Needs an active subscription.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  responses: {
    200: { description: "The caller's rates", content: { "application/json": { schema: z.array(rateSchema) } } },
    ...errorResponses(401, 402),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    return c.json(await listRates(serviceContext(c)), 200);
  });
}
