import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { adminLoadsPageSchema, adminLoadsQuerySchema } from "../../schemas/loads";
import { ADMIN_LOADS_PAGE, listLoadsForAdmin } from "../../services/admin/loads";

const route = createRoute({
  operationId: "listAdminLoads",
  method: "get",
  path: "/api/admin/loads",
  tags: ["Admin"],
  summary: "Every carrier's loads, for true-rate verification, a page at a time",
  description:
    "Administrators only. Newest upload first, with the carrier and every document linked to each load; `date` " +
    "keeps the loads hauled that day. Numbered pages (`page`, from 1, of `pageSize`); `total` counts every page's loads.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, noStore] as const,
  request: {
    query: adminLoadsQuerySchema(ADMIN_LOADS_PAGE),
  },
  responses: {
    200: {
      description: "One page of loads",
      content: {
        "application/json": {
          schema: adminLoadsPageSchema(ADMIN_LOADS_PAGE),
        },
      },
    },
    ...errorResponses(400, 401, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    return c.json(await listLoadsForAdmin(serviceContext(c), c.req.valid("query")), 200);
  });
}
