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
  operationId: "rejectAdminReport",
  method: "post",
  path: "/api/admin/data-quality/reports/{id}/reject",
  tags: ["Admin"],
  summary: "Reject a held report: kept as evidence, never counted",
  description:
    "Administrators only. The report becomes rejected: kept, never counted; the reason is kept on it and the decision is " +
    "audited (`report.rejected`, with the screening's reason it replaces). Only a held report can be decided, once: " +
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
    return c.json(await decideReport({ ctx: serviceContext(c), input: { id, decision: "reject", reason } }), 200);
  });
}
