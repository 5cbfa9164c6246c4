import { z } from "@hono/zod-openapi";
import { dotNumberField, mcNumberField } from "@truerate/domain/validation/fields";
import { identityVerdictResponseSchema, STANDING_EXAMPLE } from "../broker-identity";
import { complianceRatingPercentSchema, daysToPaySchema, scoreSchema } from "../brokers";

// The partner API's broker scores (POST /api/v1/brokers/scores).
export const brokerScoreQuerySchema = z
  .union([z.object({ mcNumber: mcNumberField }).strict(), z.object({ dotNumber: dotNumberField }).strict()])
  .openapi("BrokerScoreQuery", { description: "One broker, by its MC number or its USDOT number (one of them)." });

/** The request; how many brokers it may hold is the service's (services/broker-profiles/partner-scores.ts). */
export function brokerScoresRequestSchema(maxBrokers: number) {
  return z
    .object({
      brokers: z
        .array(brokerScoreQuerySchema)
        .min(1, { error: "Send at least one broker" })
        .max(maxBrokers, { error: `A request holds at most ${maxBrokers} brokers` }),
    })
    .openapi("BrokerScoresRequest", { example: { brokers: [{ mcNumber: "MC123456" }, { dotNumber: "1234567" }] } });
}

export const brokerScoreSchema = z
  .union([
    z.object({ query: brokerScoreQuerySchema, found: z.literal(false), message: z.string() }),
    z.object({
      query: brokerScoreQuerySchema,
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
      identity: identityVerdictResponseSchema.openapi({
        description:
          "Whether the number is a broker in good standing: its FMCSA authority, the authority's age and the reports " +
          "naming its MC (the e-mail and rate confirmation checks belong to a load: see the push's results). " +
          "The worst of the three, unknown never hiding a fail or a warn.",
        example: STANDING_EXAMPLE,
      }),
    }),
  ])
  .openapi("BrokerScore");

export const brokerScoresAnswerSchema = z.object({
  asOf: z.string().openapi({ format: "date-time" }),
  brokers: z.array(brokerScoreSchema),
});
