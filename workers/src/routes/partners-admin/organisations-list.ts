import { createRoute, z } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { numberedPageAnswer, numberedPageQuery } from "../../http/numbered-page";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { partnerOrganisationSchema } from "../../schemas/partners-admin";
import {
  listOrganisations,
  PARTNER_ORGANISATION_SORTS,
  PARTNER_ORGANISATIONS_PAGE,
} from "../../services/partners/admin";

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
    query: z.object({
      q: z
        .string()
        .trim()
        .max(120)
        .optional()
        .openapi({ param: { name: "q", in: "query" }, description: "Part of a name, any case.", example: "acme" }),
      sort: z
        .enum(PARTNER_ORGANISATION_SORTS)
        .default("newest")
        .openapi({ param: { name: "sort", in: "query" }, example: "name" }),
      ...numberedPageQuery(PARTNER_ORGANISATIONS_PAGE),
    }),
  },
  responses: {
    200: {
      description: "One page of organisations",
      content: {
        "application/json": {
          schema: z
            .object({
              organisations: z.array(partnerOrganisationSchema),
              ...numberedPageAnswer(PARTNER_ORGANISATIONS_PAGE, {
                description: "Organisations over every page.",
                example: 42,
              }),
            })
            .openapi("PartnerOrganisationsPage"),
        },
      },
    },
    ...errorResponses(400, 401, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => c.json(await listOrganisations(serviceContext(c), c.req.valid("query")), 200));
}
