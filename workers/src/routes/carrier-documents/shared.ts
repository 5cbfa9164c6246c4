import { createRoute, z } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { carrierSharedDocumentSchema } from "../../schemas/carrier-documents";
import { listCarrierSharedDocuments } from "../../services/documents/carrier/list-shared";

const route = createRoute({
  operationId: "listCarrierSharedDocuments",
  method: "get",
  path: "/api/documents/carrier/shared",
  tags: ["Carrier documents"],
  summary: "Shared Documents: what brokers sent the caller, newest first",
  description: "Carriers only: anyone else gets 403 'Access Denied: This section is only available to carriers.'",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  responses: {
    200: {
      description: "The documents shared with the caller",
      content: {
        "application/json": {
          schema: z.object({ success: z.literal(true), documents: z.array(carrierSharedDocumentSchema) }),
        },
      },
    },
    ...errorResponses(401, 402, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const documents = await listCarrierSharedDocuments(serviceContext(c));
    return c.json({ success: true as const, documents }, 200);
  });
}
