import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { headerRefs } from "../../http/response-headers";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { documentUploadFormSchema, uploadDocumentResponseSchema } from "../../schemas/documents";
import { uploadDocument } from "../../services/documents/upload";
import { limitUploadBody } from "./middleware";

const route = createRoute({
  operationId: "uploadDocument",
  method: "post",
  path: "/api/documents/upload",
  tags: ["Documents"],
  summary: "Upload one of the caller's documents",
  description:
    "Two screens post here (docs/product.md#load-board-validation-rules). With `documentName` the load form's rules apply: a file and a name, " +
    "'Please select a file and enter a document name'; at most 10MB, 'File size must be less than 10MB'; images, " +
    "PDF, DOC, DOCX or text, 'File type not supported. Please upload images, PDFs, or documents.'. Without it, the " +
    "Document Manager's: a type, 'Document type required'; PDF, JPEG or PNG, 'Invalid file type'; at most 10MB, " +
    "'File too large'. The file's leading bytes must match its declared type. The body is stored encrypted.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription, limitUploadBody] as const,
  request: { body: { required: true, content: { "multipart/form-data": { schema: documentUploadFormSchema } } } },
  responses: {
    201: {
      description: "Stored; Location is its download",
      headers: headerRefs("Location"),
      content: {
        "application/json": { schema: uploadDocumentResponseSchema },
      },
    },
    ...errorResponses(400, 401, 402, 404, 413, 415, 503),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const document = await uploadDocument(serviceContext(c), c.req.valid("form"));
    const location = `/api/documents/${encodeURIComponent(document.id)}/download`;
    return c.json({ success: true as const, document }, 201, { Location: location });
  });
}
