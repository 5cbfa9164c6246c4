import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { pageQuerySchema } from "../../schemas/admin/data-quality";
import { waiverClausePageSchema } from "../../schemas/admin/waiver-clauses";
import { listWaiverClausesForAdmin } from "../../services/admin/waiver-clauses";
import { administratorsOnly } from "./console-middleware";

const route = createRoute({
  operationId: "listAdminWaiverClauses",
  method: "get",
  path: "/api/admin/waiver-clauses",
  tags: ["Admin"],
  summary: "Waiver clauses detected in rate confirmations",
  description:
    "Administrators only. Every sentence of a rate confirmation by which the carrier waives its right to review " +
    "the broker's record under 49 CFR 371.3, newest first, with the broker, the document and the load. Pass each " +
    "page's `nextCursor` as `cursor` until it is null. Clauses are evidence: they stay after their document is deleted.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, administratorsOnly, noStore] as const,
  request: { query: pageQuerySchema },
  responses: {
    200: { description: "A page of clauses", content: { "application/json": { schema: waiverClausePageSchema } } },
    ...errorResponses(400, 401, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) =>
    c.json(await listWaiverClausesForAdmin(serviceContext(c), c.req.valid("query")), 200),
  );
}
