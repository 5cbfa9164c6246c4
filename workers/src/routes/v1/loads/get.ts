import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../../http/app";
import { errorResponses, PARTNER_TOKEN_SCHEME } from "../../../http/openapi";
import { partnerOf, requirePartner } from "../../../http/partner-auth";
import { serviceContext } from "../../../http/service-context";
import { getPartnerLoadParamsSchema, partnerLoadSchema } from "../../../schemas/v1/loads";
import { getPartnerLoad } from "../../../services/partners/loads/read";

const route = createRoute({
  operationId: "getPartnerLoad",
  method: "get",
  path: "/api/v1/loads/{partnerLoadId}",
  tags: ["Partner API v1"],
  summary: "Read one of your loads by your load id",
  description:
    "Its fields, deadline and compliance status, and `identity`: its broker's identity checks as the carrier's load " +
    "page shows them, with the document match once its rate confirmation is shared and read (a rate confirmation " +
    "naming another carrier fails it, quoting both). Another organisation's load answers 404 'Load not found'.",
  security: [{ [PARTNER_TOKEN_SCHEME]: ["loads:write"] }],
  middleware: [requirePartner("loads:write")] as const,
  request: {
    params: getPartnerLoadParamsSchema,
  },
  responses: {
    200: { description: "The load", content: { "application/json": { schema: partnerLoadSchema } } },
    ...errorResponses(401, 403, 404, 429),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { partnerLoadId } = c.req.valid("param");
    return c.json(await getPartnerLoad(serviceContext(c), { partner: partnerOf(c), partnerLoadId }), 200);
  });
}
