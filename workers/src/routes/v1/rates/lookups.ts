import { createRoute } from "@hono/zod-openapi";
import { PUBLICATION_RULE } from "@truerate/domain/rates/publication";
import type { App } from "../../../http/app";
import { errorResponses, PARTNER_TOKEN_SCHEME } from "../../../http/openapi";
import { requirePartner } from "../../../http/partner-auth";
import { serviceContext } from "../../../http/service-context";
import { laneEndSchema, lookupRequestSchema, lookupResultSchema } from "../../../schemas/v1/rates";
import { laneAnswersResponse } from "../../../services/lane-answers/lane-answers-json";
import { packedLaneLookups } from "../../../services/lane-answers/lookup-lanes";

const route = createRoute({
  operationId: "lookupLaneRates",
  method: "post",
  path: "/api/v1/rates/lookups",
  tags: ["Partner API v1"],
  summary: "Look up lane true rates (up to 100 lanes)",
  description:
    "Per lane: the carrier rate and the verified true rate per mile and per trip (average, median, p25, p75), the " +
    "broker margin, mileage, reports and companies counted, the largest broker's share, how many rates are " +
    "document-verified, a confidence score with its rule, and the escalation applied when the lane is thin: the " +
    "cities, then 100 miles around both, then the states, each over the asked timeframe and then every longer one " +
    `before the next wider area. ${PUBLICATION_RULE} ` +
    "A withheld lane says why. A hundred lanes are about 210 KB of JSON: the answer comes gzip-encoded (about " +
    "120 KB) when the request's Accept-Encoding takes gzip, as HTTP clients' do by default.",
  security: [{ [PARTNER_TOKEN_SCHEME]: ["rates:read"] }],
  middleware: [requirePartner("rates:read")] as const,
  request: { body: { required: true, content: { "application/json": { schema: lookupRequestSchema } } } },
  responses: {
    200: {
      description: "One answer per lane, in order",
      content: { "application/json": { schema: lookupResultSchema } },
    },
    ...errorResponses(400, 401, 403, 429),
  },
});

export function register(app: App) {
  // The lane ends are documented by this schema (see laneInputSchema), which no route names.
  app.openAPIRegistry.register("LaneEnd", laneEndSchema);
  app.openapi(route, async (c) => {
    const ctx = serviceContext(c);
    const now = ctx.now();
    const lanes = await packedLaneLookups(ctx, { lanes: c.req.valid("json").lanes });
    // The kept lookups go out as they were packed (lane-answers-json.ts), as histories do.
    return laneAnswersResponse({ asOf: new Date(now).toISOString() }, lanes, c.req.header("accept-encoding")) as never;
  });
}
