import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { decisionSchema, declineDocumentRequestSchema } from "../../schemas/carrier-documents";
import { documentIdParamsSchema } from "../../schemas/documents";
import { DOCUMENT_MESSAGES } from "../../services/access/documents";
import { DECLINE_REASON_MAX, decideSharedDocument } from "../../services/documents/carrier/decide";

const bodySchema = declineDocumentRequestSchema(DECLINE_REASON_MAX, DOCUMENT_MESSAGES.defaultDeclineReason);

const route = createRoute({
  operationId: "declineCarrierSharedDocument",
  method: "post",
  path: "/api/documents/carrier/{id}/decline",
  tags: ["Carrier documents"],
  summary: "Decline a document shared with the caller",
  description: "pending → declined, with a reason. Declining again answers the same; an approved document answers 409.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: {
    params: documentIdParamsSchema,
    body: { required: false, content: { "application/json": { schema: bodySchema } } },
  },
  responses: {
    200: { description: "Declined", content: { "application/json": { schema: decisionSchema } } },
    ...errorResponses(400, 401, 402, 403, 404, 409),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    const { reason } = c.req.valid("json");
    const result = await decideSharedDocument(serviceContext(c), { id, decision: "declined", reason });
    return c.json({ success: true as const, ...result }, 200);
  });
}
