import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { documentIdParamsSchema, successSchema } from "../../schemas/documents";
import { deleteDocument } from "../../services/documents/delete";

const route = createRoute({
  operationId: "deleteDocument",
  method: "delete",
  path: "/api/documents/{id}",
  tags: ["Documents"],
  summary: "Delete one of the caller's documents",
  description:
    "The owner only; any other id answers 404. The stored body is removed too. Evidence is never deleted: a document " +
    "shared with the carrier of a load whose deadline is settled, or one a transaction record names, answers 409.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: { params: documentIdParamsSchema },
  responses: {
    200: { description: "Deleted", content: { "application/json": { schema: successSchema } } },
    ...errorResponses(400, 401, 402, 404, 409),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    await deleteDocument(serviceContext(c), c.req.valid("param"));
    return c.json({ success: true as const }, 200);
  });
}
