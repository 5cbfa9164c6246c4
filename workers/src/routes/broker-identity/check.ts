import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { brokerIdentityQuestionBodySchema, identityVerdictResponseSchema } from "../../schemas/broker-identity";
import { BROKER_IDENTITY_MESSAGES, checkTypedBroker } from "../../services/broker-identity/check-typed-broker";

const route = createRoute({
  operationId: "checkBrokerIdentity",
  method: "post",
  path: "/api/broker-identity/checks",
  tags: ["Loads"],
  summary: "Whether a broker being typed into the load form is who it says it is",
  description:
    "The checks of getLoadIdentity that need no stored load, for the broker as the carrier types it: the FMCSA " +
    "authority and its age, the e-mail domain against the broker's own (a look-alike fails, naming both domains), " +
    "and the reports naming the MC. The rate confirmation match is left out (there is no load yet). Nothing is " +
    "stored and saving the load never depends on the answer: the carrier decides. The load form's messages answer " +
    `400 ('Broker name is required', 'Valid broker email is required', 'MC number must be 6 to 7 digits'). ` +
    `${BROKER_IDENTITY_MESSAGES.carriersOnly} Others are answered 403.`,
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription, noStore] as const,
  request: {
    body: { required: true, content: { "application/json": { schema: brokerIdentityQuestionBodySchema } } },
  },
  responses: {
    200: {
      description: "The verdict and its checks",
      content: { "application/json": { schema: identityVerdictResponseSchema } },
    },
    ...errorResponses(400, 401, 402, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    return c.json(await checkTypedBroker(serviceContext(c), c.req.valid("json")), 200);
  });
}
