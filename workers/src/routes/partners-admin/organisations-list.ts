import { createRoute, z } from "@hono/zod-openapi";
import { serviceContext } from "../../core/service-context";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { noStore, signedIn } from "../../http/signed-in";
import { listOrganisations } from "../../services/partners/admin";
import { partnerOrganisationSchema } from "./schemas";

const route = createRoute({
  operationId: "listPartnerOrganisations",
  method: "get",
  path: "/api/admin/partners",
  tags: ["Admin: partners"],
  summary: "Partner organisations and their API clients",
  description: "Administrators only. Secrets are never listed: each is shown once, when issued.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, noStore] as const,
  responses: {
    200: {
      description: "Organisations",
      content: { "application/json": { schema: z.array(partnerOrganisationSchema) } },
    },
    ...errorResponses(401, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => c.json(await listOrganisations({ ctx: serviceContext(c) }), 200));
}
