import { createRoute } from "@hono/zod-openapi";
import { SCORE_RULE } from "@truerate/domain/brokers/transparency-score";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import {
  brokerKeyParamsSchema,
  brokerProfileSchema,
  eventsQuerySchema,
  profileEventsSchema,
} from "../../schemas/brokers";
import { brokerProfileEvents, PROFILE_EVENTS_PAGE_SIZE } from "../../services/broker-profiles/events";
import { brokerProfile } from "../../services/broker-profiles/profile";

const READERS =
  "Subscribed carriers and administrators read any broker's profile; a broker reads its own brokerage's only (403 " +
  "otherwise). An unknown key answers 404.";

const profileRoute = createRoute({
  operationId: "getBrokerProfile",
  method: "get",
  path: "/api/brokers/{key}",
  tags: ["Broker profiles"],
  summary: "A broker's profile: 371.3 figures, transparency score and history",
  description:
    "The last 12 months of the broker's 371.3 requests (received, answered within 48 hours, late, missed, pending), " +
    "the median hours to answer, records verified, the verified margin (k-anonymous), complaints with outcomes, " +
    `monthly figures for charts, the score and its monthly history with explanations. ${SCORE_RULE} ${READERS}`,
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: { params: brokerKeyParamsSchema },
  responses: {
    200: { description: "The profile", content: { "application/json": { schema: brokerProfileSchema } } },
    ...errorResponses(401, 402, 403, 404),
  },
});

const eventsRoute = createRoute({
  operationId: "listBrokerProfileEvents",
  method: "get",
  path: "/api/brokers/{key}/events",
  tags: ["Broker profiles"],
  summary: "The events behind one of a profile's figures",
  description:
    `The requests (or complaints) behind a figure, newest first, ${PROFILE_EVENTS_PAGE_SIZE} a page. Carriers see them ` +
    `anonymised: the day only, and no load but their own. ${READERS}`,
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: { params: brokerKeyParamsSchema, query: eventsQuerySchema },
  responses: {
    200: { description: "A page of events", content: { "application/json": { schema: profileEventsSchema } } },
    ...errorResponses(400, 401, 402, 403, 404),
  },
});

export function register(app: App) {
  app.openapi(profileRoute, async (c) => {
    const profile = await brokerProfile(serviceContext(c), { key: c.req.valid("param").key });
    return c.json(profile, 200);
  });
  app.openapi(eventsRoute, async (c) => {
    const { kind, page } = c.req.valid("query");
    const events = await brokerProfileEvents(serviceContext(c), { key: c.req.valid("param").key, kind, page });
    return c.json(events, 200);
  });
}
