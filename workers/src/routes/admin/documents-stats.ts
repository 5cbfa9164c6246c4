import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { getAdminDocumentStatsResponseSchema } from "../../schemas/admin/console";
import { documentStats } from "../../services/admin/documents";
import { administratorsOnly } from "./console-middleware";

const route = createRoute({
  operationId: "getAdminDocumentStats",
  method: "get",
  path: "/api/admin/documents/stats",
  tags: ["Admin"],
  summary: "Document Management's statistics",
  description:
    "Administrators only. Shared documents awaiting review, and how many administrators approved and denied.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, administratorsOnly, noStore] as const,
  responses: {
    200: {
      description: "Statistics",
      content: { "application/json": { schema: getAdminDocumentStatsResponseSchema } },
    },
    ...errorResponses(401, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => c.json({ stats: await documentStats(serviceContext(c)) }, 200));
}
