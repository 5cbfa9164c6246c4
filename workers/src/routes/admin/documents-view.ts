import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { documentIdParamsSchema, fileResponse } from "../../schemas/documents";
import { openDocumentForAdmin } from "../../services/admin/decide-document";
import { documentFileResponse } from "../documents/file-response";
import { administratorsOnly } from "./console-middleware";

const route = createRoute({
  operationId: "viewAdminDocument",
  method: "get",
  path: "/api/admin/documents/{id}/view",
  tags: ["Admin"],
  summary: "Open any document inline",
  description: "Administrators only; each opening is audited. A body that fails authentication is never served (500).",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, administratorsOnly] as const,
  request: { params: documentIdParamsSchema },
  responses: { 200: fileResponse("The document, inline"), ...errorResponses(400, 401, 403, 404) },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    const file = await openDocumentForAdmin(serviceContext(c), { id, purpose: "view" });
    return documentFileResponse(file, "inline");
  });
}
