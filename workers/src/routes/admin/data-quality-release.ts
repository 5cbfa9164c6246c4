import { createRoute } from "@hono/zod-openapi";
import { DATA_QUALITY_MESSAGES } from "@truerate/domain/data-quality";
import { serviceContext } from "../../core/service-context";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { signedIn } from "../../http/signed-in";
import { decideReport } from "../../services/admin/data-quality/decide-one";
import { administratorsOnly } from "./console-middleware";
import { decidedReportSchema, reportIdParamsSchema, reviewDecisionRequestSchema } from "./data-quality-schemas";

const route = createRoute({
  operationId: "releaseAdminReport",
  method: "post",
  path: "/api/admin/data-quality/reports/{id}/release",
  tags: ["Admin"],
  summary: "Release a held report: it counts from then on",
  description:
    "Administrators only. The report becomes counted: it enters published figures; the reason is kept on it and the decision is " +
    "audited (`report.released`, with the screening's reason it replaces). Only a held report can be decided, once: " +
    `otherwise 409 '${DATA_QUALITY_MESSAGES.notQuarantined}' (a second administrator at the same time gets it too). ` +
    `A blank reason answers 400 '${DATA_QUALITY_MESSAGES.reasonRequired}'.`,
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, administratorsOnly] as const,
  request: {
    params: reportIdParamsSchema,
    body: { required: true, content: { "application/json": { schema: reviewDecisionRequestSchema } } },
  },
  responses: {
    200: { description: "Decided", content: { "application/json": { schema: decidedReportSchema } } },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    const { reason } = c.req.valid("json");
    return c.json(await decideReport({ ctx: serviceContext(c), input: { id, decision: "release", reason } }), 200);
  });
}
