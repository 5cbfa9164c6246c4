import { createRoute, z } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { brokerageLoadSchema } from "../../schemas/loads";
import { listBrokerageLoads } from "../../services/loads/list-brokerage";

const route = createRoute({
  operationId: "listBrokerageLoads",
  method: "get",
  path: "/api/loads/broker-loads",
  tags: ["Loads"],
  summary: "Loads matched to the caller's brokerage, newest first (at most 500)",
  description: "Brokers only: anyone else gets 403 'Broker privileges required to view matched loads.'",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  responses: {
    200: {
      description: "The brokerage's matched loads",
      content: { "application/json": { schema: z.array(brokerageLoadSchema) } },
    },
    ...errorResponses(401, 402, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    return c.json(await listBrokerageLoads(serviceContext(c)), 200);
  });
}
