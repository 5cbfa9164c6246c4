import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { headerRefs } from "../../http/response-headers";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { brokerDocumentUploadFormSchema, uploadBrokerDocumentResponseSchema } from "../../schemas/broker-documents";
import { shareDocument } from "../../services/documents/broker/share";
import { limitUploadBody } from "../documents/middleware";

const route = createRoute({
  operationId: "uploadBrokerDocument",
  method: "post",
  path: "/api/broker-documents/upload",
  tags: ["Broker documents"],
  summary: "Send a compliance document to a load's carrier",
  description:
    "Brokers only, for a load of their brokerage (any other load answers 404). A file and a load are required " +
    "('Please select a file to upload.'); PDF, DOC, DOCX, JPG or PNG up to 10MB. The document is stored encrypted and " +
    "shared with the load's carrier; sent by the load's deadline it makes the load compliant. The document " +
    "reader then reads it in the background (text, or OCR for pictures) and sets its verification: how much of " +
    "the load (number, carrier pay, broker) the reading agrees with. Until then the answer's verificationStatus " +
    "is 'unverified'; GET /api/documents/{id}/reading says whether it is pending or read, and why it is partial.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription, limitUploadBody] as const,
  request: { body: { required: true, content: { "multipart/form-data": { schema: brokerDocumentUploadFormSchema } } } },
  responses: {
    201: {
      description: "Shared with the carrier; Location is its preview",
      headers: headerRefs("Location"),
      content: {
        "application/json": {
          schema: uploadBrokerDocumentResponseSchema,
        },
      },
    },
    ...errorResponses(400, 401, 402, 403, 404, 409, 413, 415, 503),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const result = await shareDocument(serviceContext(c), c.req.valid("form"));
    const location = `/api/broker/documents/${encodeURIComponent(result.document.id)}/preview`;
    return c.json({ success: true as const, ...result }, 201, { Location: location });
  });
}
