import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { listBrokerSharedDocumentsResponseSchema } from "../../schemas/broker-documents";
import { listBrokerSharedDocuments } from "../../services/documents/broker/list-shared";

const route = createRoute({
  operationId: "listBrokerSharedDocuments",
  method: "get",
  path: "/api/broker/documents/shared",
  tags: ["Broker documents"],
  summary: "Documents the caller's brokerage shared, newest first",
  description: "Brokers only; scoped by the session's brokerage.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  responses: {
    200: {
      description: "The brokerage's shared documents",
      content: {
        "application/json": {
          schema: listBrokerSharedDocumentsResponseSchema,
        },
      },
    },
    ...errorResponses(401, 402, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const documents = await listBrokerSharedDocuments(serviceContext(c));
    return c.json({ success: true as const, documents }, 200);
  });
}
