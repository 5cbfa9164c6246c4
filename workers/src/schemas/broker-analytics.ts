import { z } from "@hono/zod-openapi";
import { ANALYTICS_WEEKS } from "@truerate/domain/broker-analytics";
import { NEW_YORK } from "@truerate/domain/new-york-time";
import { complianceRatingSchema } from "./brokers";
import { wholeNumberQuery } from "./list-query";

const figures = {
  deadlinesMet: z
    .number()
    .int()
    .openapi({ description: "Loads whose documents reached the carrier within 48 hours.", example: 9 }),
  deadlinesMissed: z
    .number()
    .int()
    .openapi({ description: "Loads whose 48-hour deadline passed without documents.", example: 1 }),
  complianceRate: z
    .number()
    .int()
    .nullable()
    .openapi({
      description:
        "Met ÷ (met + missed) of the deadlines decided in these weeks, whole percent; null when none is decided " +
        "(not 100%). Not the 48-hour compliance rating, which covers 12 months (`complianceRating`).",
      example: 90,
    }),
  documentsShared: z
    .number()
    .int()
    .openapi({ description: "Documents the brokerage shared with carriers.", example: 12 }),
  documentsViewed: z
    .number()
    .int()
    .openapi({ description: "Of those, documents their carrier has opened.", example: 10 }),
  medianResponseHours: z.number().nullable().openapi({
    description: "Median hours from sharing to the carrier's first view, one decimal; null when none was viewed.",
    example: 3.5,
  }),
  loadsFromPortal: z.number().int().openapi({ description: "Loads carriers submitted in the portal.", example: 8 }),
  loadsFromPartnerApi: z
    .number()
    .int()
    .openapi({ description: "Loads partners pushed through the API (/api/v1).", example: 3 }),
};

export const analyticsWeekSchema = z
  .object({
    weekStart: z.iso
      .date()
      .openapi({ description: "The Monday starting the week, New York time.", example: "2026-11-16" }),
    ...figures,
  })
  .openapi("BrokerAnalyticsWeek");

export const brokerAnalyticsSchema = z
  .object({
    timeZone: z.literal(NEW_YORK).openapi({ description: "Weeks run Monday 00:00 to Sunday 24:00 in this zone." }),
    weeks: z
      .array(analyticsWeekSchema)
      .openapi({ description: "Oldest first, ending with the current week; quiet weeks are zero." }),
    totals: z.object(figures).openapi({ description: "The same figures over all the weeks." }),
    complianceRating: complianceRatingSchema.openapi({
      description: "The brokerage's 48-hour compliance rating (12 months), as its public profile shows it.",
    }),
  })
  .openapi("BrokerAnalytics");

export const analyticsQuerySchema = z.object({
  weeks: wholeNumberQuery("weeks", ANALYTICS_WEEKS)
    .default(ANALYTICS_WEEKS.default)
    .openapi({
      param: { name: "weeks", in: "query", description: "How many weeks, ending with the current one." },
      example: ANALYTICS_WEEKS.default,
    }),
});
