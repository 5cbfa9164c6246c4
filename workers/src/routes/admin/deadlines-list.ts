import { createRoute, z } from "@hono/zod-openapi";
import { serviceContext } from "../../core/service-context";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { noStore, signedIn } from "../../http/signed-in";
import { listDeadlines, TRACKER_LIMIT } from "../../services/admin/deadlines";
import { administratorsOnly } from "./console-middleware";
import { deadlineRecordSchema, deadlineStatsSchema } from "./console-schemas";

const route = createRoute({
  operationId: "listAdminDeadlines",
  method: "get",
  path: "/api/admin/deadlines",
  tags: ["Admin"],
  summary: "The 48H tracker: deadline records and stats",
  description:
    `Administrators only. At most ${TRACKER_LIMIT} loads: running deadlines first (soonest first), then missed, then completed. ` +
    "Stats count every load.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, administratorsOnly, noStore] as const,
  responses: {
    200: {
      description: "Deadlines",
      content: {
        "application/json": {
          schema: z
            .object({ deadlines: z.array(deadlineRecordSchema), stats: deadlineStatsSchema })
            .openapi("AdminDeadlines"),
        },
      },
    },
    ...errorResponses(401, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => c.json(await listDeadlines({ ctx: serviceContext(c) }), 200));
}
