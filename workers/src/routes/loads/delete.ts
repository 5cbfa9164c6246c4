import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { loadIdParamsSchema } from "../../schemas/loads";
import { deleteLoad, LOAD_EVIDENCE_MESSAGE } from "../../services/loads/delete";

const route = createRoute({
  operationId: "deleteLoad",
  method: "delete",
  path: "/api/loads/{id}",
  tags: ["Loads"],
  summary: "Delete one of the caller's loads",
  description:
    "Only the carrier who submitted the load may delete it; any other id answers 404. Once the broker answered " +
    `(a record, or a document shared with the carrier) the load is evidence and stays: 409 '${LOAD_EVIDENCE_MESSAGE}'`,
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: { params: loadIdParamsSchema },
  responses: {
    204: { description: "The load was deleted" },
    ...errorResponses(400, 401, 402, 404, 409),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    await deleteLoad(serviceContext(c), c.req.valid("param"));
    return c.body(null, 204);
  });
}
