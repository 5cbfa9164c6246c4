import { createRoute, z } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { linkDocumentsToLoad } from "../../services/documents/link-to-load";

const bodySchema = z
  .object({
    loadId: z
      .string({ error: "loadId is required" })
      .min(1, { error: "loadId is required" })
      .max(64)
      .openapi({ example: "7f1c2d9e-4b7a-4c33-9a55-2f0d6c1e8b10" }),
  })
  .openapi("LinkDocumentsRequest");

const route = createRoute({
  operationId: "linkDocumentsToLoad",
  method: "patch",
  path: "/api/documents/link-to-load",
  tags: ["Documents"],
  summary: "Link the caller's unlinked documents to one of the caller's loads",
  description: "Someone else's load answers 404.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: { body: { required: true, content: { "application/json": { schema: bodySchema } } } },
  responses: {
    200: {
      description: "How many documents were linked",
      content: {
        "application/json": {
          schema: z.object({ success: z.literal(true), linkedCount: z.number().int().openapi({ example: 2 }) }),
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
