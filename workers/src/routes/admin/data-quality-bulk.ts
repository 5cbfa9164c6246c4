import { createRoute } from "@hono/zod-openapi";
import { BULK_REVIEW_MAX } from "@truerate/domain/data-quality";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { bulkDecisionRequestSchema, bulkDecisionResultSchema } from "../../schemas/admin/data-quality";
import { decideReports } from "../../services/admin/data-quality/decide";
import { administratorsOnly } from "./console-middleware";

const route = createRoute({
  operationId: "decideAdminReports",
  method: "post",
  path: "/api/admin/data-quality/reports/bulk",
  tags: ["Admin"],
  summary: "Release or reject several held reports with one reason",
  description:
    `Administrators only. 1 to ${BULK_REVIEW_MAX} ids, decided in one batch with an audit row each; every id ` +
    "gets its result (done, not_found, not_quarantined) rather than the whole request failing.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, administratorsOnly] as const,
  request: {
    body: { required: true, content: { "application/json": { schema: bulkDecisionRequestSchema } } },
  },
  responses: {
    200: { description: "Per-id results", content: { "application/json": { schema: bulkDecisionResultSchema } } },
    ...errorResponses(400, 401, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { ids, action, reason } = c.req.valid("json");
    const outcomes = await decideReports(serviceContext(c), { ids, decision: action, reason });
    const results = outcomes.map(({ id, result }) => ({ id, result }));
    const tally = (result: string) => results.filter((item) => item.result === result).length;
    return c.json(
      { action, results, done: tally("done"), notFound: tally("not_found"), notQuarantined: tally("not_quarantined") },
      200,
    );
  });
}
