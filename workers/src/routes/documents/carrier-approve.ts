import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { decisionSchema } from "../../schemas/carrier-documents";
import { documentIdParamsSchema } from "../../schemas/documents";
import { decideSharedDocument } from "../../services/documents/carrier/decide";

const route = createRoute({
  operationId: "approveCarrierSharedDocument",
  method: "post",
  path: "/api/documents/carrier/{id}/approve",
  tags: ["Carrier documents"],
  summary: "Approve a document shared with the caller",
  description: "pending → approved. Approving again answers the same; a declined document answers 409.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: { params: documentIdParamsSchema },
  responses: {
    200: { description: "Approved", content: { "application/json": { schema: decisionSchema } } },
    ...errorResponses(400, 401, 402, 403, 404, 409),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    const result = await decideSharedDocument(serviceContext(c), { id, decision: "approved" });
    return c.json({ success: true as const, ...result }, 200);
  });
}
