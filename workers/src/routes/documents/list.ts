import { createRoute, z } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { documentListSchema } from "../../schemas/documents";
import { listMyDocuments } from "../../services/documents/list-mine";

const querySchema = z.object({
  loadId: z.string().min(1).max(64).optional().openapi({
    description: "Only the documents linked to this load.",
    example: "7f1c2d9e-4b7a-4c33-9a55-2f0d6c1e8b10",
  }),
  unlinked: z
    .enum(["true", "false"])
    .optional()
    .openapi({ description: "'true': only the documents not linked to a load yet (wins over loadId)." }),
});

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
  request: { query: querySchema },
  responses: {
    200: { description: "The caller's documents", content: { "application/json": { schema: documentListSchema } } },
    ...errorResponses(400, 401, 402),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const query = c.req.valid("query");
    const documents = await listMyDocuments(serviceContext(c), {
      loadId: query.loadId,
      unlinked: query.unlinked === "true",
    });
    return c.json({ success: true as const, documents }, 200);
  });
}
