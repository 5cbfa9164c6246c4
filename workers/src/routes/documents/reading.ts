import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { documentReadingSchema } from "../../schemas/document-readings";
import { documentIdParamsSchema } from "../../schemas/documents";
import { documentReading } from "../../services/documents/reading/view";

const route = createRoute({
  operationId: "getDocumentReading",
  method: "get",
  path: "/api/documents/{id}/reading",
  tags: ["Documents"],
  summary: "What the document reader read in a document",
  description:
    "Every document that enters is read in the background by the document reader: a PDF's own text (any producer), " +
    "a DOCX, or a picture of a page through OCR. The answer gives the fields a rate confirmation, invoice or bill of " +
    "lading states (each with the text it was read from and its page), the clauses that cost a carrier money or " +
    "rights, and for a document on a load the checks against the load (number, carrier pay, broker). Open to the " +
    "uploader, the party it was shared with, the sending brokerage and administrators; any other id answers 404.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn] as const,
  request: { params: documentIdParamsSchema },
  responses: {
    200: { description: "The reading", content: { "application/json": { schema: documentReadingSchema } } },
    ...errorResponses(400, 401, 404),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => c.json(await documentReading(serviceContext(c), c.req.valid("param")), 200));
}
