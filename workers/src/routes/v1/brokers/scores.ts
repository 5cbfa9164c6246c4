import { createRoute, z } from "@hono/zod-openapi";
import { SCORE_RULE } from "@truerate/domain/brokers/transparency-score";
import { dotNumberField, mcNumberField } from "@truerate/domain/validation/fields";
import type { App } from "../../../http/app";
import { errorResponses, PARTNER_TOKEN_SCHEME } from "../../../http/openapi";
import { requirePartner } from "../../../http/partner-auth";
import { serviceContext } from "../../../http/service-context";
import { complianceRatingPercentSchema, daysToPaySchema, scoreSchema } from "../../../schemas/brokers";
import { MAX_SCORE_QUERIES, partnerBrokerScores } from "../../../services/brokers/partner-scores";

const querySchema = z
  .union([z.object({ mcNumber: mcNumberField }).strict(), z.object({ dotNumber: dotNumberField }).strict()])
  .openapi("BrokerScoreQuery", { description: "One broker, by its MC number or its USDOT number (one of them)." });

const requestSchema = z
  .object({
    brokers: z
      .array(querySchema)
      .min(1, { error: "Send at least one broker" })
      .max(MAX_SCORE_QUERIES, { error: `A request holds at most ${MAX_SCORE_QUERIES} brokers` }),
  })
  .openapi("BrokerScoresRequest", { example: { brokers: [{ mcNumber: "MC123456" }, { dotNumber: "1234567" }] } });

const answerSchema = z
  .union([
    z.object({ query: querySchema, found: z.literal(false), message: z.string() }),
    z.object({
      query: querySchema,
      found: z.literal(true),
      key: z.string().openapi({ description: "The profile's key." }),
      name: z.string(),
      mcNumber: z.string().nullable(),
      dotNumber: z.string().nullable(),
      score: scoreSchema,
      requests: z.object({
        received: z.number().int(),
        onTime: z.number().int(),
        late: z.number().int(),
        missed: z.number().int(),
        complianceRating: complianceRatingPercentSchema,
      }),
      medianHoursToAnswer: z.number().nullable(),
      daysToPay: daysToPaySchema,
    }),
  ])
  .openapi("BrokerScore");

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
          schema: z.object({ asOf: z.string().openapi({ format: "date-time" }), brokers: z.array(answerSchema) }),
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
