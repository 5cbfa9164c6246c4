import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { deadLettersQuerySchema, listDeadLettersResponseSchema } from "../../schemas/admin/dead-letters";
import { DEAD_LETTER_FILTERS, listDeadLetters } from "../../services/admin/dead-letters/list";

const route = createRoute({
  operationId: "listDeadLetters",
  method: "get",
  path: "/api/admin/dead-letters",
  tags: ["Admin"],
  summary: "Queue messages that exhausted their retries",
  description: "Administrators only. Newest first; by default those not retried yet.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn] as const,
  request: {
    query: deadLettersQuerySchema(DEAD_LETTER_FILTERS),
  },
  responses: {
    200: {
      description: "Dead letters",
      content: {
        "application/json": { schema: listDeadLettersResponseSchema },
      },
    },
    ...errorResponses(400, 401, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const deadLetters = await listDeadLetters(serviceContext(c), c.req.valid("query"));
    return c.json({ success: true as const, deadLetters }, 200);
  });
}
