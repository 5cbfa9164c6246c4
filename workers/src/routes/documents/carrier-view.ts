import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { documentIdParamsSchema, fileResponse } from "../../schemas/documents";
import { viewSharedDocument } from "../../services/documents/carrier/view";
import { documentFileResponse } from "./file-response";

const route = createRoute({
  operationId: "viewCarrierSharedDocument",
  method: "get",
  path: "/api/documents/carrier/{id}/view",
  tags: ["Carrier documents"],
  summary: "Open a document shared with the caller",
  description:
    "Sets carrierViewedAt on the first view and marks the document's notification read. Only the carrier it was " +
    "shared with; any other id answers 404.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: { params: documentIdParamsSchema },
  responses: { 200: fileResponse("The document, inline"), ...errorResponses(400, 401, 402, 403, 404) },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const file = await viewSharedDocument(serviceContext(c), c.req.valid("param"));
    return documentFileResponse(file, "inline");
  });
}
