import { createRoute, z } from "@hono/zod-openapi";
import { RATE_TIMEFRAMES } from "@truerate/domain/partners/vocabulary";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { laneQuerySchema } from "../../schemas/rates";
import { laneInputSchema, laneResultSchema } from "../../schemas/v1/rates";
import { lookupLanes } from "../../services/lane-answers/lookup-lanes";
import { laneOfQuery } from "./lane-query";

const TIMEFRAME_MESSAGE = "timeframeDays must be one of 7, 15, 30, 60, 90 or 365";

const summaryQuerySchema = laneQuerySchema.extend({
  timeframeDays: z
    .enum(RATE_TIMEFRAMES.map(String) as [string, ...string[]], { error: TIMEFRAME_MESSAGE })
    .default("30")
    .openapi({ description: "7, 15, 30, 60, 90 or 365 days back from today.", example: "30" }),
});

const route = createRoute({
  operationId: "laneRateSummary",
  method: "get",
  path: "/api/rates/lane-summary",
  tags: ["Rates"],
  summary: "The true-rate summary of one lane, for the search results page",
  description:
    "The same aggregates, publication rule and escalation as the partner API's lane lookup, for a signed-in, " +
    "subscribed user: what the search results page shows above its table.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: { query: summaryQuerySchema },
  responses: {
    200: { description: "The lane", content: { "application/json": { schema: laneResultSchema } } },
    ...errorResponses(400, 401, 402),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const query = c.req.valid("query");
    const lane = laneOfQuery(laneInputSchema, query, { timeframeDays: Number(query.timeframeDays) });
    const [summary] = await lookupLanes(serviceContext(c), {
      lanes: [lane],
      fieldPrefix: () => "",
      narrowest: query.area,
    });
    return c.json(summary as NonNullable<typeof summary>, 200);
  });
}
