import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { partnerOrganisationsPageSchema, partnerOrganisationsQuerySchema } from "../../schemas/partners-admin";
import { listOrganisations } from "../../services/partners/admin";

const route = createRoute({
  operationId: "listPartnerOrganisations",
  method: "get",
  path: "/api/admin/partners",
  tags: ["Admin: partners"],
  summary: "Partner organisations and their API clients",
  description:
    "Administrators only. Secrets are never listed: each is shown once, when issued. Numbered pages (`page`, " +
    "from 1, of `pageSize`), newest first or by `sort=name`; `q` keeps the names that contain it; `total` counts " +
    "every page's organisations.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, noStore] as const,
  request: {
    query: partnerOrganisationsQuerySchema,
  },
  responses: {
    200: {
      description: "One page of organisations",
      content: {
        "application/json": {
          schema: partnerOrganisationsPageSchema,
        },
      },
    },
    ...errorResponses(400, 401, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => c.json(await listOrganisations(serviceContext(c), c.req.valid("query")), 200));
}
