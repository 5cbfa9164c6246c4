import { createRoute, z } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { myLoadsQuerySchema, ownLoadSchema } from "../../schemas/loads";
import { listMyLoads } from "../../services/loads/list-mine";

const route = createRoute({
  operationId: "listMyLoads",
  method: "get",
  path: "/api/loads/my-loads",
  tags: ["Loads"],
  summary: "The caller's submitted loads, newest first (My Shipments)",
  description:
    "My Shipments: every load the signed-in carrier submitted, newest first, each with its review: counted in lane " +
    "figures, or held for an administrator's review with the reason. `limit` answers only the newest that many " +
    "(the home screen's latest loads).",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: { query: myLoadsQuerySchema },
  responses: {
    200: { description: "The caller's loads", content: { "application/json": { schema: z.array(ownLoadSchema) } } },
    ...errorResponses(401, 402),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    return c.json(await listMyLoads(serviceContext(c), c.req.valid("query")), 200);
  });
}
