import { createRoute } from "@hono/zod-openapi";
import { HISTORY_AREA_RULE } from "@truerate/domain/rates/lane-history";
import { PUBLICATION_RULE, WITHHELD_MESSAGES } from "@truerate/domain/rates/publication";
import type { App } from "../../../http/app";
import { errorResponses, PARTNER_TOKEN_SCHEME } from "../../../http/openapi";
import { requirePartner } from "../../../http/partner-auth";
import { serviceContext } from "../../../http/service-context";
import { historyRequestSchema, historyResultSchema } from "../../../schemas/v1/rate-history";
import { packedLaneHistories } from "../../../services/lane-answers/history-lanes";
import { laneAnswersResponse } from "../../../services/lane-answers/lane-answers-json";

const route = createRoute({
  operationId: "laneRateHistory",
  method: "post",
  path: "/api/v1/rates/history",
  tags: ["Partner API v1"],
  summary: "Weekly lane history for the last 13 months (up to 100 lanes)",
  description:
    "Per lane and week (Monday to Sunday, UTC, oldest first): the carrier rate and the verified true rate per mile " +
    "(average, median, p25, p75), the broker margin and the reports counted. Each week is published or withheld by " +
    `the lookup's rules on that week's reports alone (${PUBLICATION_RULE}); a withheld week is a gap with its ` +
    "reason, whose message is given once in withheldReasons. All weeks of a lane are read at one area, the most specific " +
    "that publishes at least half of them. A hundred lanes are about 1.25 MB of JSON: the answer comes gzip-encoded " +
    "(about 140 KB) when the request's Accept-Encoding takes gzip, as HTTP clients' do by default.",
  security: [{ [PARTNER_TOKEN_SCHEME]: ["rates:read"] }],
  middleware: [requirePartner("rates:read")] as const,
  request: { body: { required: true, content: { "application/json": { schema: historyRequestSchema } } } },
  responses: {
    200: {
      description: "One history per lane, in order",
      content: { "application/json": { schema: historyResultSchema } },
    },
    ...errorResponses(400, 401, 403, 429),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const ctx = serviceContext(c);
    const now = ctx.now();
    const lanes = await packedLaneHistories(ctx, { lanes: c.req.valid("json").lanes });
    const head = {
      asOf: new Date(now).toISOString(),
      publicationRule: PUBLICATION_RULE,
      areaRule: HISTORY_AREA_RULE,
      withheldReasons: WITHHELD_MESSAGES,
    };
    // The kept histories go out as they were packed (lane-answers-json.ts).
    return laneAnswersResponse(head, lanes, c.req.header("accept-encoding")) as never;
  });
}
