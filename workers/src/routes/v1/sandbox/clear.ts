import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../../http/app";
import { errorResponses, PARTNER_TOKEN_SCHEME } from "../../../http/openapi";
import { partnerOf, requirePartner } from "../../../http/partner-auth";
import { serviceContext } from "../../../http/service-context";
import { sandboxClearedSchema } from "../../../schemas/v1/sandbox";
import { clearSandbox } from "../../../services/partners/sandbox/clear";

const route = createRoute({
  operationId: "clearSandboxLoads",
  method: "delete",
  path: "/api/v1/sandbox/loads",
  tags: ["Partner API v1"],
  security: [{ [PARTNER_TOKEN_SCHEME]: ["loads:write"] }],
  middleware: [requirePartner("loads:write")] as const,
  summary: "Clear your sandbox",
  description:
    "Sandbox clients only (403 for a live one): removes every load your sandbox clients pushed and the stored " +
    "answers of their Idempotency-Keys, so the sandbox starts again from an empty change feed. Live loads are " +
    "never touched.",
  responses: {
    200: { description: "Cleared", content: { "application/json": { schema: sandboxClearedSchema } } },
    ...errorResponses(401, 403, 429),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => c.json(await clearSandbox(serviceContext(c), { partner: partnerOf(c) }), 200));
}
