import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { documentIdParamsSchema, fileResponse } from "../../schemas/documents";
import { openDocumentForAdmin } from "../../services/admin/decide-document";
import { administratorsOnly } from "../admin/console-middleware";
import { documentFileResponse } from "./file-response";

const route = createRoute({
  operationId: "downloadAdminDocument",
  method: "get",
  path: "/api/documents/admin/{id}/download",
  tags: ["Admin"],
  summary: "Download any document",
  description: "Administrators only; each opening is audited. A body that fails authentication is never served (500).",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, administratorsOnly] as const,
  request: { params: documentIdParamsSchema },
  responses: { 200: fileResponse("The document, attachment"), ...errorResponses(400, 401, 403, 404) },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    const file = await openDocumentForAdmin(serviceContext(c), { id, purpose: "download" });
    return documentFileResponse(file, "attachment");
  });
}
