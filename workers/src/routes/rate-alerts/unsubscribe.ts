import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore } from "../../http/signed-in";
import { unsubscribeParamsSchema, unsubscribeResultSchema } from "../../schemas/carrier-tools";
import { CARRIER_TOOLS_MESSAGES } from "../../services/access/carrier-tools";
import { describeUnsubscribe, unsubscribe } from "../../services/carrier-tools/unsubscribe";

const PATH = "/api/rate-alerts/unsubscribe/{token}";
const UNKNOWN = `An unknown token answers 404 '${CARRIER_TOOLS_MESSAGES.unknownToken}'.`;

const read = createRoute({
  operationId: "getRateAlertSubscription",
  method: "get",
  path: PATH,
  tags: ["Rates"],
  summary: "What an alert e-mail's unsubscribe link is about",
  description: `No sign-in: the link's token is the credential. Changes nothing, so a mail scanner opening the link turns nothing off. ${UNKNOWN}`,
  security: [],
  middleware: [noStore] as const,
  request: { params: unsubscribeParamsSchema },
  responses: {
    200: {
      description: "The lane and whether its alert is on",
      content: { "application/json": { schema: unsubscribeResultSchema } },
    },
    ...errorResponses(400, 404),
  },
});

const turnOff = createRoute({
  operationId: "unsubscribeRateAlert",
  method: "post",
  path: PATH,
  tags: ["Rates"],
  summary: "Turn a rate alert off from its e-mail's link",
  description: `No sign-in: the link's token is the credential. Idempotent: an alert already off answers the same. The lane stays saved. ${UNKNOWN}`,
  security: [],
  request: { params: unsubscribeParamsSchema },
  responses: {
    200: { description: "The alert is off", content: { "application/json": { schema: unsubscribeResultSchema } } },
    ...errorResponses(400, 404),
  },
});

export function register(app: App) {
  app.openapi(read, async (c) => c.json(await describeUnsubscribe(serviceContext(c), c.req.valid("param").token), 200));
  app.openapi(turnOff, async (c) => c.json(await unsubscribe(serviceContext(c), c.req.valid("param").token), 200));
}
