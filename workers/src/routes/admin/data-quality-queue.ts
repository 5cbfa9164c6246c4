import { createRoute } from "@hono/zod-openapi";
import { DATA_QUALITY_MESSAGES } from "@truerate/domain/data-quality";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { pageQuerySchema, quarantineQueueSchema } from "../../schemas/admin/data-quality";
import { listQuarantine } from "../../services/admin/data-quality/queue";
import { administratorsOnly } from "./console-middleware";

const route = createRoute({
  operationId: "listAdminQuarantinedReports",
  method: "get",
  path: "/api/admin/data-quality/quarantine",
  tags: ["Admin"],
  summary: "The reports held for review, oldest first, each beside its lane's figures",
  description:
    "Administrators only. Held (quarantined) reports count in no published figure until released. Paged: pass " +
    "`nextCursor` as `cursor` until it is null; `total` counts every held report. Each item carries its lane's " +
    `figures over 90 days. A cursor this API did not issue answers 400 '${DATA_QUALITY_MESSAGES.invalidCursor}'.`,
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, administratorsOnly, noStore] as const,
  request: { query: pageQuerySchema },
  responses: {
    200: { description: "A page of held reports", content: { "application/json": { schema: quarantineQueueSchema } } },
    ...errorResponses(400, 401, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => c.json(await listQuarantine(serviceContext(c), c.req.valid("query")), 200));
}
