import { createRoute, z } from "@hono/zod-openapi";
import { RATE_TIMEFRAMES, type RateTimeframe } from "@truerate/domain/partners/vocabulary";
import { serviceContext } from "../../core/service-context";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { signedIn } from "../../http/signed-in";
import { lookupLanes } from "../../services/rates/lookup-lanes";
import { laneInputSchema, laneResultSchema } from "../v1/rates/schemas";

const { origin, destination, equipment } = laneInputSchema.shape;
const TIMEFRAME_MESSAGE = "timeframeDays must be one of 7, 15, 30, 60, 90 or 365";

/** The partner lookup's lane, flat in the query: a read is a GET, so the page's loader may call it. */
const laneQuerySchema = z.object({
  originCity: origin.shape.city.openapi({ example: "Dallas" }),
  originState: origin.shape.state.openapi({ example: "TX" }),
  destinationCity: destination.shape.city.openapi({ example: "Atlanta" }),
  destinationState: destination.shape.state.openapi({ example: "GA" }),
  equipment,
  timeframeDays: z
    .enum(RATE_TIMEFRAMES.map(String) as [string, ...string[]], { error: TIMEFRAME_MESSAGE })
    .default("30")
    .transform(Number)
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
  request: { query: laneQuerySchema },
  responses: {
    200: { description: "The lane", content: { "application/json": { schema: laneResultSchema } } },
    ...errorResponses(400, 401, 402),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const query = c.req.valid("query");
    const lane = {
      origin: { city: query.originCity, state: query.originState },
      destination: { city: query.destinationCity, state: query.destinationState },
      equipment: query.equipment,
      timeframeDays: query.timeframeDays as RateTimeframe,
    };
    const [result] = await lookupLanes(c.env.DB, [lane], serviceContext(c).now());
    return c.json(result as NonNullable<typeof result>, 200);
  });
}
