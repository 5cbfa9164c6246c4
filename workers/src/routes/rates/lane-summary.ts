import { createRoute, z } from "@hono/zod-openapi";
import { RATE_TIMEFRAMES } from "@truerate/domain/partners/vocabulary";
import { AppError } from "../../core/errors";
import { serviceContext } from "../../core/service-context";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { fieldErrors } from "../../http/problem";
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
    .openapi({ description: "7, 15, 30, 60, 90 or 365 days back from today.", example: "30" }),
});

/** `origin.city` → `originCity`: field messages name the query's own parameters. */
const queryField = (path: string) => path.replace(/^(origin|destination)\.(\w)/, (_, end, c) => end + c.toUpperCase());

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
    // The lookup's own rules judge the assembled lane (the search page names cities; ZIPs are the partner API's).
    const parsed = laneInputSchema.safeParse({
      origin: { city: query.originCity, state: query.originState },
      destination: { city: query.destinationCity, state: query.destinationState },
      equipment: query.equipment,
      timeframeDays: Number(query.timeframeDays),
    });
    if (!parsed.success) {
      const fields = Object.fromEntries(
        Object.entries(fieldErrors(parsed.error)).map(([path, messages]) => [queryField(path), messages]),
      );
      throw new AppError("VALIDATION_FAILED", parsed.error.issues[0]?.message ?? "Invalid lane", { fields });
    }
    const [lane] = await lookupLanes(c.env.DB, [parsed.data], serviceContext(c).now(), () => "");
    return c.json(lane as NonNullable<typeof lane>, 200);
  });
}
