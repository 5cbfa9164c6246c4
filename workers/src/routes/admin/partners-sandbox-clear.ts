import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { organisationParams } from "../../schemas/partners-admin";
import { sandboxClearedSchema } from "../../schemas/v1/sandbox";
import { clearSandboxAsAdmin } from "../../services/partners/sandbox/clear";

const route = createRoute({
  operationId: "clearPartnerSandbox",
  method: "delete",
  path: "/api/admin/partners/{id}/sandbox",
  tags: ["Admin: partners"],
  summary: "Clear an organisation's sandbox",
  description: "Administrators only. Removes the loads its sandbox clients pushed; its live loads are never touched.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, noStore] as const,
  request: { params: organisationParams },
  responses: {
    200: { description: "Cleared", content: { "application/json": { schema: sandboxClearedSchema } } },
    ...errorResponses(401, 403, 404),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) =>
    c.json(await clearSandboxAsAdmin(serviceContext(c), { organisationId: c.req.valid("param").id }), 200),
  );
}
