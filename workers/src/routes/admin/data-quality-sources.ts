import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { pageQuerySchema, sourceQualityPageSchema } from "../../schemas/admin/data-quality";
import { listSourceQuality } from "../../services/admin/data-quality/sources";
import { administratorsOnly } from "./console-middleware";

const route = createRoute({
  operationId: "listAdminReportSources",
  method: "get",
  path: "/api/admin/data-quality/sources",
  tags: ["Admin"],
  summary: "Report quality per source (carrier accounts and partner organisations)",
  description:
    "Administrators only. Each source's reports by review state and its share of far outliers, the sources " +
    "with the most held reports first. Paged like the queue: pass `nextCursor` as `cursor` until it is null.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, administratorsOnly, noStore] as const,
  request: { query: pageQuerySchema },
  responses: {
    200: { description: "A page of sources", content: { "application/json": { schema: sourceQualityPageSchema } } },
    ...errorResponses(400, 401, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => c.json(await listSourceQuality(serviceContext(c), c.req.valid("query")), 200));
}
