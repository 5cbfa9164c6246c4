import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { linkDocumentsToLoadBodySchema, linkDocumentsToLoadResponseSchema } from "../../schemas/documents";
import { linkDocumentsToLoad } from "../../services/documents/link-to-load";

const route = createRoute({
  operationId: "linkDocumentsToLoad",
  method: "patch",
  path: "/api/documents/link-to-load",
  tags: ["Documents"],
  summary: "Link the caller's unlinked documents to one of the caller's loads",
  description: "Someone else's load answers 404.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: { body: { required: true, content: { "application/json": { schema: linkDocumentsToLoadBodySchema } } } },
  responses: {
    200: {
      description: "How many documents were linked",
      content: {
        "application/json": {
          schema: linkDocumentsToLoadResponseSchema,
        },
      },
    },
    ...errorResponses(400, 401, 402, 404),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const result = await linkDocumentsToLoad(serviceContext(c), c.req.valid("json"));
    return c.json({ success: true as const, ...result }, 200);
  });
}
