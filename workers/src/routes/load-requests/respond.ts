import { createRoute } from "@hono/zod-openapi";
import { MAX_DOCUMENT_BYTES } from "@truerate/domain/documents/file-size";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { AppError } from "../../core/errors";
import type { App } from "../../http/app";
import { errorResponses } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import type { AppEnv } from "../../http/types";
import {
  loadResponseFormSchema,
  loadResponseResultSchema,
  responseTokenParamsSchema,
} from "../../schemas/load-requests";
import { loadOfResponseLink } from "../../services/load-requests/request-load";
import { respondToLoadRequest } from "../../services/load-requests/respond";
import { RESPONSE_LINK_MESSAGES } from "../../services/load-requests/response-token";

/** Two files of the maximum size and the record's fields; anything far beyond is refused unread. */
const limitResponseBody = bodyLimit({
  maxSize: 2 * MAX_DOCUMENT_BYTES + 128 * 1024,
  onError: () => {
    throw new AppError("PAYLOAD_TOO_LARGE", "File size must be less than 10MB");
  },
});

/**
 * The link is the credential, so it is checked before the form is read: a forged, expired or used
 * link answers 403, 410 or 409 whatever was posted, like a signed-out caller gets 401 elsewhere.
 */
const linkFirst: MiddlewareHandler<AppEnv> = async (c, next) => {
  await loadOfResponseLink(serviceContext(c), c.req.param("token") ?? "");
  await next();
};

const route = createRoute({
  operationId: "respondToLoadRequest",
  method: "post",
  path: "/api/load-requests/{token}/response",
  tags: ["Load requests"],
  summary: "Answer a load's 371.3 request without an account",
  description:
    "Public: the e-mailed link is the credential, good once. The rate confirmation (and the invoice) reach the " +
    "carrier exactly as a registered broker's share: by the deadline they make the load compliant. The record is " +
    "stored as the load's next version with the SHA-256 of each document. Field problems answer 400 with the " +
    `field's message; a forged link 403 (from one address, again and again: 429), an expired or withdrawn one 410, ` +
    `a used one 409 '${RESPONSE_LINK_MESSAGES.used}'.`,
  security: [],
  middleware: [limitResponseBody, linkFirst] as const,
  request: {
    params: responseTokenParamsSchema,
    body: { required: true, content: { "multipart/form-data": { schema: loadResponseFormSchema } } },
  },
  responses: {
    201: {
      description: "Sent to the carrier and recorded",
      content: { "application/json": { schema: loadResponseResultSchema } },
    },
    ...errorResponses(400, 403, 409, 410, 413, 415, 429, 503),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { token } = c.req.valid("param");
    const result = await respondToLoadRequest(serviceContext(c), { ...c.req.valid("form"), token });
    return c.json(result, 201);
  });
}
