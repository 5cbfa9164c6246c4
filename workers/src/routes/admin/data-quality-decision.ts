// Release and reject are one operation shape with two outcomes: one definition makes both routes.
import { createRoute } from "@hono/zod-openapi";
import { DATA_QUALITY_MESSAGES, type ReviewDecision } from "@truerate/domain/data-quality";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import {
  decidedReportSchema,
  reportIdParamsSchema,
  reviewDecisionRequestSchema,
} from "../../schemas/admin/data-quality";
import { decideReport } from "../../services/admin/data-quality/decide-one";
import { administratorsOnly } from "./console-middleware";

/** What each decision is called and does, as the reference page tells it. */
const DECISIONS: Record<ReviewDecision, { operationId: string; summary: string; outcome: string; action: string }> = {
  release: {
    operationId: "releaseAdminReport",
    summary: "Release a held report: it counts from then on",
    outcome: "The report becomes counted: it enters published figures",
    action: "report.released",
  },
  reject: {
    operationId: "rejectAdminReport",
    summary: "Reject a held report: kept as evidence, never counted",
    outcome: "The report becomes rejected: kept, never counted",
    action: "report.rejected",
  },
};

function decisionRoute(decision: ReviewDecision) {
  const { operationId, summary, outcome, action } = DECISIONS[decision];
  return createRoute({
    operationId,
    method: "post",
    path: `/api/admin/data-quality/reports/{id}/${decision}`,
    tags: ["Admin"],
    summary,
    description:
      `Administrators only. ${outcome}; the reason is kept on it and the decision is ` +
      `audited (\`${action}\`, with the screening's reason it replaces). Only a held report can be decided, once: ` +
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
}

/** Registers `POST …/reports/{id}/release` or `…/reject`. */
export function registerDecision(app: App, decision: ReviewDecision) {
  app.openapi(decisionRoute(decision), async (c) => {
    const { id } = c.req.valid("param");
    const { reason } = c.req.valid("json");
    return c.json(await decideReport(serviceContext(c), { id, decision, reason }), 200);
  });
}
