import { createRoute, z } from "@hono/zod-openapi";
import { HISTORY_AREA_RULE } from "@truerate/domain/rates/lane-history";
import { PUBLICATION_RULE, WITHHELD_MESSAGES } from "@truerate/domain/rates/publication";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { laneQuerySchema } from "../../schemas/rates";
import { historyLaneSchema, historyResultSchema, withheldReasonsSchema } from "../../schemas/v1/rate-history";
import { historyLanes } from "../../services/lane-answers/history-lanes";
import { laneOfQuery } from "./lane-query";

const laneHistorySchema = historyResultSchema.shape.lanes.element;

const route = createRoute({
  operationId: "laneRateHistoryForUser",
  method: "get",
  path: "/api/rates/lane-history",
  tags: ["Rates"],
  summary: "The weekly history of one lane, for the search results page's chart",
  description:
    "The partner API's lane history (13 months, week by week, each week published or withheld by the lookup's " +
    "rules) for a signed-in, subscribed user.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: { query: laneQuerySchema },
  responses: {
    200: {
      description: "The lane's weeks",
      content: {
        "application/json": {
          schema: laneHistorySchema
            .extend({
              asOf: z.string(),
              publicationRule: z.string(),
              areaRule: z.string(),
              withheldReasons: withheldReasonsSchema,
            })
            .openapi("UserLaneHistory"),
        },
      },
    },
    ...errorResponses(400, 401, 402),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const query = c.req.valid("query");
    const lane = laneOfQuery(historyLaneSchema, query);
    const ctx = serviceContext(c);
    const now = ctx.now();
    const [history] = await historyLanes(ctx, { lanes: [lane], fieldPrefix: () => "", narrowest: query.area });
    return c.json(
      {
        ...(history as NonNullable<typeof history>),
        asOf: new Date(now).toISOString(),
        publicationRule: PUBLICATION_RULE,
        areaRule: HISTORY_AREA_RULE,
        withheldReasons: WITHHELD_MESSAGES,
      },
      200,
    );
  });
}
