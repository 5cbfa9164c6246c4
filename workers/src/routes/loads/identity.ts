import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { identityVerdictResponseSchema } from "../../schemas/broker-identity";
import { loadIdParamsSchema } from "../../schemas/loads";
import { checkLoadIdentity } from "../../services/broker-identity/check-load";

const route = createRoute({
  operationId: "getLoadIdentity",
  method: "get",
  path: "/api/loads/{id}/identity",
  tags: ["Loads"],
  summary: "Whether the load's broker is who it says it is",
  description:
    "For the carrier who reported the load and administrators; any other load answers 404 'Load not found'. " +
    "Each check gives its outcome, a sentence and every value it used with where it came from: the FMCSA " +
    "census and authority history files with their dates, the load as reported, the rate confirmation's page, " +
    "the brokerage's registration on TrueRate, and counts over TrueRate's reports (only from 3 carriers up).",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription, noStore] as const,
  request: { params: loadIdParamsSchema },
  responses: {
    200: {
      description: "The verdict and its checks",
      content: { "application/json": { schema: identityVerdictResponseSchema } },
    },
    ...errorResponses(401, 402, 404),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await checkLoadIdentity(serviceContext(c), { loadId: id }), 200);
  });
}
