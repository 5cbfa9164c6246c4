import { createRoute, z } from "@hono/zod-openapi";
import { optionalCalendarDate } from "@truerate/domain/validation/input";
import { serviceContext } from "../../core/service-context";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { noStore, signedIn } from "../../http/signed-in";
import { ADMIN_LOADS_LIMIT, listLoadsForAdmin } from "../../services/admin/loads";
import { brokerageLoadSchema } from "../loads/schemas";

const route = createRoute({
  operationId: "listAdminLoads",
  method: "get",
  path: "/api/admin/loads",
  tags: ["Admin"],
  summary: "Every carrier's loads, for true-rate verification",
  description:
    `Administrators only. Newest upload first, at most ${ADMIN_LOADS_LIMIT}, with the carrier and every document ` +
    "linked to each load; `date` keeps the loads hauled that day.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, noStore] as const,
  request: {
    query: z.object({
      date: optionalCalendarDate("Please enter a valid date").openapi({
        param: { name: "date", in: "query" },
        description: "YYYY-MM-DD",
        example: "2026-11-23",
      }),
    }),
  },
  responses: {
    200: { description: "Loads", content: { "application/json": { schema: z.array(brokerageLoadSchema) } } },
    ...errorResponses(400, 401, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    return c.json(await listLoadsForAdmin({ ctx: serviceContext(c), input: c.req.valid("query") }), 200);
  });
}
