import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { listAllDocumentsForAdminResponseSchema } from "../../schemas/admin/console";
import { ADMIN_DOCUMENTS_LIMIT, listAllDocuments } from "../../services/admin/documents";
import { administratorsOnly } from "../admin/console-middleware";

const route = createRoute({
  operationId: "listAllDocumentsForAdmin",
  method: "get",
  path: "/api/documents/admin/all",
  tags: ["Admin"],
  summary: "Every document",
  description: `Administrators only. Newest upload first, at most ${ADMIN_DOCUMENTS_LIMIT}, with who uploaded each.`,
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, administratorsOnly, noStore] as const,
  responses: {
    200: {
      description: "Documents",
      content: { "application/json": { schema: listAllDocumentsForAdminResponseSchema } },
    },
    ...errorResponses(401, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => c.json({ documents: await listAllDocuments(serviceContext(c)) }, 200));
}
