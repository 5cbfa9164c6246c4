import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { verificationQueueQuerySchema, verificationQueueSchema } from "../../schemas/admin/evidence";
import { verificationQueue } from "../../services/admin/evidence/verification-queue";
import { administratorsOnly } from "./console-middleware";

const route = createRoute({
  operationId: "listAdminVerificationQueue",
  method: "get",
  path: "/api/admin/loads/verification-queue",
  tags: ["Admin"],
  summary: "Loads awaiting a verified true rate whose documents were read, agreeing evidence first",
  description:
    "Administrators only. Every unverified load with at least one read rate confirmation or invoice, judged as " +
    "`GET /api/admin/loads/{id}/evidence` judges it: the loads whose readings, record and load agree first, then " +
    "those that partly agree, then the rest; each row counts the facts that agree and disagree. Numbered pages.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, administratorsOnly, noStore] as const,
  request: { query: verificationQueueQuerySchema },
  responses: {
    200: { description: "One page of the queue", content: { "application/json": { schema: verificationQueueSchema } } },
    ...errorResponses(400, 401, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => c.json(await verificationQueue(serviceContext(c), c.req.valid("query")), 200));
}
