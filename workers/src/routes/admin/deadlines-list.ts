import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { deadlineTrackerQuerySchema, listAdminDeadlinesResponseSchema } from "../../schemas/admin/console";
import { listDeadlines } from "../../services/admin/deadlines";
import { administratorsOnly } from "./console-middleware";

const route = createRoute({
  operationId: "listAdminDeadlines",
  method: "get",
  path: "/api/admin/deadlines",
  tags: ["Admin"],
  summary: "The 48H tracker: deadline records and stats, a page at a time",
  description:
    "Administrators only. `status` keeps one tracker status: pending deadlines soonest first, missed and completed " +
    "ones most recent first; without it, running deadlines first, then missed, then completed. Pass each page's " +
    "`nextCursor` as `cursor` until it is null; `total` counts the filter's loads over every page, `stats` every load.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, administratorsOnly, noStore] as const,
  request: {
    query: deadlineTrackerQuerySchema,
  },
  responses: {
    200: {
      description: "Deadlines",
      content: {
        "application/json": {
          schema: listAdminDeadlinesResponseSchema,
        },
      },
    },
    ...errorResponses(400, 401, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => c.json(await listDeadlines(serviceContext(c), c.req.valid("query")), 200));
}
