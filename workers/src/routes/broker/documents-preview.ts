import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { documentIdParamsSchema, fileResponse } from "../../schemas/documents";
import { previewBrokerDocument } from "../../services/documents/broker/preview";
import { documentFileResponse } from "../documents/file-response";

const route = createRoute({
  operationId: "previewBrokerDocument",
  method: "get",
  path: "/api/broker/documents/{id}/preview",
  tags: ["Broker documents"],
  summary: "Open a document the caller's brokerage shared",
  description: "Brokers only; another brokerage's document answers 404.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: { params: documentIdParamsSchema },
  responses: { 200: fileResponse("The document, inline"), ...errorResponses(400, 401, 402, 403, 404) },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const file = await previewBrokerDocument(serviceContext(c), c.req.valid("param"));
    return documentFileResponse(file, "inline");
  });
}
