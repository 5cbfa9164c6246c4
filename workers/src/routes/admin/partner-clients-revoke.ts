import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { organisationParams, partnerClientSchema } from "../../schemas/partners-admin";
import { revokeClient } from "../../services/partners/admin";

const route = createRoute({
  operationId: "revokePartnerClient",
  method: "post",
  path: "/api/admin/partner-clients/{id}/revoke",
  tags: ["Admin: partners"],
  summary: "Revoke an API client",
  description: "Administrators only. Its secrets stop exchanging and every token it holds stops working at once.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, noStore] as const,
  request: { params: organisationParams },
  responses: {
    200: { description: "Revoked", content: { "application/json": { schema: partnerClientSchema } } },
    ...errorResponses(401, 403, 404),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await revokeClient(serviceContext(c), { clientId: id }), 200);
  });
}
