import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore } from "../../http/signed-in";
import { loadRequestViewSchema, responseTokenParamsSchema } from "../../schemas/load-requests";
import { RESPONSE_LINK_MESSAGES } from "../../services/load-requests/response-token";
import { viewLoadRequest } from "../../services/load-requests/view";

const route = createRoute({
  operationId: "viewLoadRequest",
  method: "get",
  path: "/api/load-requests/{token}",
  tags: ["Load requests"],
  summary: "The load a broker's response link asks about",
  description:
    "Public: the e-mailed link is the credential. A forged or altered link answers 403 " +
    `'${RESPONSE_LINK_MESSAGES.invalid}', an expired one 410 '${RESPONSE_LINK_MESSAGES.expired}', ` +
    `a used one 409 '${RESPONSE_LINK_MESSAGES.used}', one whose load the carrier deleted 410 ` +
    `'${RESPONSE_LINK_MESSAGES.withdrawn}'. Forged links from one address back off (429 with Retry-After); ` +
    "a genuine link is never slowed by them.",
  security: [],
  middleware: [noStore] as const,
  request: { params: responseTokenParamsSchema },
  responses: {
    200: {
      description: "The load and its deadline",
      content: { "application/json": { schema: loadRequestViewSchema } },
    },
    ...errorResponses(400, 403, 409, 410, 429),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    return c.json(await viewLoadRequest(serviceContext(c), c.req.valid("param")), 200);
  });
}
