import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { listAdminComplianceLoadsResponseSchema } from "../../schemas/admin/console";
import { ADMIN_DOCUMENTS_LIMIT, listComplianceRows } from "../../services/admin/documents";
import { administratorsOnly } from "./console-middleware";

const route = createRoute({
  operationId: "listAdminComplianceLoads",
  method: "get",
  path: "/api/admin/documents/pending",
  tags: ["Admin"],
  summary: "The load compliance table of Document Management",
  description: `Administrators only. The newest ${ADMIN_DOCUMENTS_LIMIT} loads, each with its compliance label and every document on it.`,
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, administratorsOnly, noStore] as const,
  responses: {
    200: {
      description: "Loads",
      content: { "application/json": { schema: listAdminComplianceLoadsResponseSchema } },
    },
    ...errorResponses(401, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => c.json({ loads: await listComplianceRows(serviceContext(c)) }, 200));
}
