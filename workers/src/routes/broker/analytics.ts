import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { analyticsQuerySchema, brokerAnalyticsSchema } from "../../schemas/broker-analytics";
import { brokerAnalytics } from "../../services/brokerages/analytics";

const route = createRoute({
  operationId: "getBrokerAnalytics",
  method: "get",
  path: "/api/broker/analytics",
  tags: ["Broker documents"],
  summary: "The brokerage's compliance, deadlines and carrier response times, week by week",
  description:
    "For the broker dashboard's Analytics: per New York week (Monday to Sunday), the brokerage's deadlines met " +
    "and missed (by the week each was met or missed) with the compliance rate they give, the documents it shared with the " +
    "carriers' median response time (by the week shared), and its loads by source (portal or partner API). " +
    "Members of the brokerage only; every figure is the caller's brokerage's.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription, noStore] as const,
  request: { query: analyticsQuerySchema },
  responses: {
    200: { description: "The analytics", content: { "application/json": { schema: brokerAnalyticsSchema } } },
    ...errorResponses(400, 401, 402, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => c.json(await brokerAnalytics(serviceContext(c), c.req.valid("query")), 200));
}
