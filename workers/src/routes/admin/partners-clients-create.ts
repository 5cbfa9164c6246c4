import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { createClientSchema, issuedSecretSchema, organisationParams } from "../../schemas/partners-admin";
import { createClient } from "../../services/partners/admin";

const route = createRoute({
  operationId: "createPartnerClient",
  method: "post",
  path: "/api/admin/partners/{id}/clients",
  tags: ["Admin: partners"],
  summary: "Issue an API client to an organisation",
  description: "Administrators only. The answer holds the client secret, shown this once; only its SHA-256 is stored.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, noStore] as const,
  request: {
    params: organisationParams,
    body: { required: true, content: { "application/json": { schema: createClientSchema } } },
  },
  responses: {
    201: { description: "Issued", content: { "application/json": { schema: issuedSecretSchema } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await createClient(serviceContext(c), { organisationId: id, ...c.req.valid("json") }), 201);
  });
}
