import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { signedIn } from "../../http/signed-in";
import { carrierSharedDocumentsSchema, carrierSharedQuerySchema } from "../../schemas/carrier-documents";
import { listCarrierSharedDocuments } from "../../services/documents/carrier/list-shared";

const route = createRoute({
  operationId: "listCarrierSharedDocuments",
  method: "get",
  path: "/api/documents/carrier/shared",
  tags: ["Carrier documents"],
  summary: "Shared Documents: what brokers sent the caller, newest first, a page at a time",
  description:
    "Carriers only: anyone else gets 403 'Access Denied: This section is only available to carriers.' " +
    "Filters by type, the carrier's decision and load, and searches load numbers and file names; `total` counts " +
    "the filtered documents over every page, `loads` lists the loads to filter by.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription] as const,
  request: { query: carrierSharedQuerySchema },
  responses: {
    200: {
      description: "The documents shared with the caller",
      content: {
        "application/json": { schema: carrierSharedDocumentsSchema },
      },
    },
    ...errorResponses(400, 401, 402, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const page = await listCarrierSharedDocuments(serviceContext(c), c.req.valid("query"));
    return c.json({ success: true as const, ...page }, 200);
  });
}
