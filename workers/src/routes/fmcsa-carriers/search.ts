import { createRoute, z } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { carrierSearchResultSchema, registrySearchQuerySchema, SEARCH_DESCRIPTION } from "../../schemas/fmcsa";
import { searchCarriers } from "../../services/fmcsa/search";

const route = createRoute({
  operationId: "searchFmcsaCarriers",
  method: "get",
  path: "/api/fmcsa-carriers/search",
  tags: ["FMCSA registry"],
  security: [],
  summary: "Search the FMCSA carrier registry by name, MC or USDOT number",
  description: SEARCH_DESCRIPTION,
  request: { query: registrySearchQuerySchema },
  responses: {
    200: {
      description: "Matching carriers (an empty array when none match)",
      content: { "application/json": { schema: z.array(carrierSearchResultSchema) } },
    },
    ...errorResponses(400),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { q } = c.req.valid("query");
    return c.json(await searchCarriers(serviceContext(c), { q }), 200);
  });
}
