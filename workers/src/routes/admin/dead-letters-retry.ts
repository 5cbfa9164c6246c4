import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { retryDeadLetterResponseSchema } from "../../schemas/admin/dead-letters";
import { documentIdParamsSchema } from "../../schemas/documents";
import { retryDeadLetter } from "../../services/admin/dead-letters/retry";

const route = createRoute({
  operationId: "retryDeadLetter",
  method: "post",
  path: "/api/admin/dead-letters/{id}/retry",
  tags: ["Admin"],
  summary: "Send a dead letter back to its queue",
  description:
    "Administrators only. The job keeps its dedupe key, so nothing it already did is done twice; should it fail " +
    "again it returns as a new dead letter. A message the queue cannot read answers 409.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn] as const,
  request: { params: documentIdParamsSchema },
  responses: {
    200: {
      description: "Queued again",
      content: { "application/json": { schema: retryDeadLetterResponseSchema } },
    },
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const deadLetter = await retryDeadLetter(serviceContext(c), c.req.valid("param"));
    return c.json({ success: true as const, deadLetter }, 200);
  });
}
