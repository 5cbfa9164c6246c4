import { createRoute } from "@hono/zod-openapi";
import { SCORE_RULE } from "@truerate/domain/brokers/transparency-score";
import type { App } from "../../../http/app";
import { errorResponses, PARTNER_TOKEN_SCHEME } from "../../../http/openapi";
import { requirePartner } from "../../../http/partner-auth";
import { serviceContext } from "../../../http/service-context";
import { brokerScoresAnswerSchema, brokerScoresRequestSchema } from "../../../schemas/v1/brokers";
import { MAX_SCORE_QUERIES, partnerBrokerScores } from "../../../services/broker-profiles/partner-scores";

const requestSchema = brokerScoresRequestSchema(MAX_SCORE_QUERIES);

const route = createRoute({
  operationId: "lookupBrokerScores",
  method: "post",
  path: "/api/v1/brokers/scores",
  tags: ["Partner API v1"],
  summary: "Broker transparency scores (up to 100 brokers)",
  description:
    "Per broker, by MC or DOT number: its transparency score (or why there is none), its 371.3 requests of the last " +
    `12 months by outcome, the median hours to answer and its days to pay, with the profile's publication rules. ${SCORE_RULE}`,
  security: [{ [PARTNER_TOKEN_SCHEME]: ["rates:read"] }],
  middleware: [requirePartner("rates:read")] as const,
  request: { body: { required: true, content: { "application/json": { schema: requestSchema } } } },
  responses: {
    200: {
      description: "One answer per broker, in order",
      content: {
        "application/json": {
          schema: brokerScoresAnswerSchema,
        },
      },
    },
    ...errorResponses(400, 401, 403, 429),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const ctx = serviceContext(c);
    const brokers = await partnerBrokerScores(ctx, c.req.valid("json").brokers);
    return c.json({ asOf: new Date(ctx.now()).toISOString(), brokers }, 200);
  });
}
