import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { loadEvidenceSchema } from "../../schemas/admin/evidence";
import { loadIdParamsSchema } from "../../schemas/loads";
import { loadEvidence } from "../../services/admin/evidence/load-evidence";
import { administratorsOnly } from "./console-middleware";

const route = createRoute({
  operationId: "getAdminLoadEvidence",
  method: "get",
  path: "/api/admin/loads/{id}/evidence",
  tags: ["Admin"],
  summary: "A load's evidence side by side, for verifying its true rate",
  description:
    "Administrators only. The load as the carrier entered it, the newest version of the broker's 371.3 record, and " +
    "what the document reader read in the load's rate confirmations and invoices (fields with their quotes, " +
    "clauses), then each fact compared across them (carrier pay, the shipper's charge, load number, broker) with " +
    "every disagreement marked, and `suggestedTrueRate`: the amount the record and the invoices agree the shipper " +
    "was charged, to accept through `PUT /api/admin/loads/{id}/verify`.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, administratorsOnly, noStore] as const,
  request: { params: loadIdParamsSchema },
  responses: {
    200: { description: "The load's evidence", content: { "application/json": { schema: loadEvidenceSchema } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => c.json(await loadEvidence(serviceContext(c), c.req.valid("param")), 200));
}
