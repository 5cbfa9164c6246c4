import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { documentIdParamsSchema, fileResponse } from "../../schemas/documents";
import { downloadDocument } from "../../services/documents/download";
import { documentFileResponse } from "./file-response";

const route = createRoute({
  operationId: "downloadDocument",
  method: "get",
  path: "/api/documents/{id}/download",
  tags: ["Documents"],
  summary: "Download one of the caller's documents",
  description: "The owner only; any other id answers 404. A body that fails authentication is never served (500).",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: { params: documentIdParamsSchema },
  responses: { 200: fileResponse("The document, as an attachment"), ...errorResponses(400, 401, 402, 404) },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const file = await downloadDocument(serviceContext(c), c.req.valid("param"));
    return documentFileResponse(file, "attachment");
  });
}
