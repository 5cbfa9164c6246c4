import { createRoute, type z } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { issuedSecretSchema, organisationParams, rotateClientSchema } from "../../schemas/partners-admin";
import { rotateClientSecret } from "../../services/partners/admin";

const route = createRoute({
  operationId: "rotatePartnerClientSecret",
  method: "post",
  path: "/api/admin/partner-clients/{id}/rotate",
  tags: ["Admin: partners"],
  summary: "Rotate an API client's secret",
  description:
    "Administrators only. Issues a new secret (shown once); the previous one keeps working for the overlap " +
    "(24 hours unless told), so the partner can deploy the new one without downtime.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, noStore] as const,
  request: {
    params: organisationParams,
    body: { required: false, content: { "application/json": { schema: rotateClientSchema } } },
  },
  responses: {
    200: { description: "Rotated", content: { "application/json": { schema: issuedSecretSchema } } },
    ...errorResponses(400, 401, 403, 404),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { id } = c.req.valid("param");
    const body = (c.req.valid("json") as z.infer<typeof rotateClientSchema> | undefined) ?? {};
    return c.json(await rotateClientSecret(serviceContext(c), { clientId: id, ...body }), 200);
  });
}
