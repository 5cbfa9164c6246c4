import { createRoute } from "@hono/zod-openapi";
import { RIGHT_OF_REPLY_MESSAGES } from "@truerate/domain/brokers/right-of-reply";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import {
  brokerKeyParamsSchema,
  disputeRequestSchema,
  disputeViewSchema,
  replyRequestSchema,
  replyViewSchema,
} from "../../schemas/brokers";
import { fileDispute } from "../../services/broker-profiles/disputes";
import { replyOnProfile } from "../../services/broker-profiles/reply";

const MEMBERS = "Brokers of the registered brokerage the profile is about only (403 otherwise).";

const replyRoute = createRoute({
  operationId: "replyOnBrokerProfile",
  method: "post",
  path: "/api/brokers/{key}/reply",
  tags: ["Broker profiles"],
  summary: "Publish the brokerage's reply on its profile",
  description:
    "The reply every reader of the profile sees. A new reply supersedes the last, which stays on record. " +
    `${MEMBERS} A blank reply answers 400 '${RIGHT_OF_REPLY_MESSAGES.replyRequired}'.`,
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: {
    params: brokerKeyParamsSchema,
    body: { required: true, content: { "application/json": { schema: replyRequestSchema } } },
  },
  responses: {
    201: { description: "The published reply", content: { "application/json": { schema: replyViewSchema } } },
    ...errorResponses(400, 401, 402, 403, 404),
  },
});

const disputeRoute = createRoute({
  operationId: "disputeBrokerProfileEvent",
  method: "post",
  path: "/api/brokers/{key}/disputes",
  tags: ["Broker profiles"],
  summary: "Dispute a missed deadline, a complaint or an identity fail on the profile",
  description:
    "The brokerage gives its account and evidence (for example, that it sent the record another way); an " +
    "administrator decides. An upheld dispute removes the event from the score (an identity fail: from the " +
    "profile's count of them; the load must fail its identity check now to be disputed). " +
    `${MEMBERS} An event not on the profile answers 404 '${RIGHT_OF_REPLY_MESSAGES.notDisputable}'; a second ` +
    `dispute of one event 409 '${RIGHT_OF_REPLY_MESSAGES.alreadyDisputed}'.`,
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: {
    params: brokerKeyParamsSchema,
    body: { required: true, content: { "application/json": { schema: disputeRequestSchema } } },
  },
  responses: {
    201: { description: "The dispute, open", content: { "application/json": { schema: disputeViewSchema } } },
    ...errorResponses(400, 401, 402, 403, 404, 409),
  },
});

export function register(app: App) {
  app.openapi(replyRoute, async (c) => {
    const { body } = c.req.valid("json");
    return c.json(await replyOnProfile(serviceContext(c), { key: c.req.valid("param").key, body }), 201);
  });
  app.openapi(disputeRoute, async (c) => {
    const dispute = await fileDispute(serviceContext(c), { key: c.req.valid("param").key, input: c.req.valid("json") });
    return c.json(dispute, 201);
  });
}
