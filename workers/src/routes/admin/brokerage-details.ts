import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import {
  getAdminBrokerageDetailsParamsSchema,
  getAdminBrokerageDetailsResponseSchema,
} from "../../schemas/admin/console";
import { brokerageDetails } from "../../services/admin/brokerage-details";
import { administratorsOnly } from "./console-middleware";

const route = createRoute({
  operationId: "getAdminBrokerageDetails",
  method: "get",
  path: "/api/admin/brokerage/details/{mcNumber}",
  tags: ["Admin"],
  summary: "One brokerage by MC number",
  description:
    "Administrators only. Registered or not: its FMCSA record, compliance rating, total and overdue loads, broker " +
    "users, the last 20 loads and the complaints filed about it. Unknown anywhere answers 404.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, administratorsOnly, noStore] as const,
  request: {
    params: getAdminBrokerageDetailsParamsSchema,
  },
  responses: {
    200: {
      description: "The brokerage",
      content: { "application/json": { schema: getAdminBrokerageDetailsResponseSchema } },
    },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { mcNumber } = c.req.valid("param");
    return c.json({ brokerage: await brokerageDetails(serviceContext(c), { mcNumber }) }, 200);
  });
}
