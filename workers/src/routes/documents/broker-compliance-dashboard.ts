import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { complianceDashboardSchema } from "../../schemas/broker-documents";
import { brokerComplianceDashboard } from "../../services/brokerages/compliance-dashboard";

const route = createRoute({
  operationId: "getBrokerComplianceDashboard",
  method: "get",
  path: "/api/documents/broker/compliance-dashboard",
  tags: ["Broker documents"],
  summary: "The broker's compliance figures and upcoming deadlines",
  description:
    "Ratings are loads within compliance divided by matched loads, in percent, with their band (90+ excellent, " +
    "70–89 good, below 70 needs improvement). upcomingDeadlines are the brokerage's pending loads, soonest first, " +
    "with their urgency (urgent at 12 hours or less, due soon at 24 or less).",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  responses: {
    200: { description: "The dashboard", content: { "application/json": { schema: complianceDashboardSchema } } },
    ...errorResponses(401, 402, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const dashboard = await brokerComplianceDashboard(serviceContext(c));
    return c.json({ success: true as const, ...dashboard }, 200);
  });
}
