import { createRoute } from "@hono/zod-openapi";
import { serviceContext } from "../../core/service-context";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { signedIn } from "../../http/signed-in";
import { lookupLanes } from "../../services/rates/lookup-lanes";
import { laneInputSchema, laneResultSchema } from "../v1/rates/schemas";

const route = createRoute({
  operationId: "laneRateSummary",
  method: "post",
  path: "/api/rates/lane-summary",
  tags: ["Rates"],
  summary: "The true-rate summary of one lane, for the search results page",
  description:
    "The same aggregates, publication rule and escalation as the partner API's lane lookup, for a signed-in, " +
    "subscribed user: what the search results page shows above its table.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: { body: { required: true, content: { "application/json": { schema: laneInputSchema } } } },
  responses: {
    200: { description: "The lane", content: { "application/json": { schema: laneResultSchema } } },
    ...errorResponses(400, 401, 402),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const [lane] = await lookupLanes(c.env.DB, [c.req.valid("json")], serviceContext(c).now(), () => "");
    return c.json(lane as NonNullable<typeof lane>, 200);
  });
}
