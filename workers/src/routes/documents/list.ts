import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { documentListQuerySchema, documentListSchema } from "../../schemas/documents";
import { listMyDocuments } from "../../services/documents/list-mine";

const route = createRoute({
  operationId: "listDocuments",
  method: "get",
  path: "/api/documents",
  tags: ["Documents"],
  summary: "The caller's own documents, newest first",
  description:
    "The Document Manager's list: the signed-in user's own documents, newest first, optionally only those of one load or only those not yet linked to a load.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: { query: documentListQuerySchema },
  responses: {
    200: { description: "The caller's documents", content: { "application/json": { schema: documentListSchema } } },
    ...errorResponses(400, 401, 402),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const documents = await listMyDocuments(serviceContext(c), c.req.valid("query"));
    return c.json({ success: true as const, documents }, 200);
  });
}
