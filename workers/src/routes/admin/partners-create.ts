import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { createOrganisationSchema, partnerOrganisationSchema } from "../../schemas/partners-admin";
import { createOrganisation } from "../../services/partners/admin";

const route = createRoute({
  operationId: "createPartnerOrganisation",
  method: "post",
  path: "/api/admin/partners",
  tags: ["Admin: partners"],
  summary: "Create a partner organisation",
  description: "Administrators only. A carrier e-mail links the carrier account its pushed loads are submitted for.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, noStore] as const,
  request: { body: { required: true, content: { "application/json": { schema: createOrganisationSchema } } } },
  responses: {
    201: { description: "Created", content: { "application/json": { schema: partnerOrganisationSchema } } },
    ...errorResponses(400, 401, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => c.json(await createOrganisation(serviceContext(c), c.req.valid("json")), 201));
}
