import { createRoute, z } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { brokerSearchResultSchema, registrySearchQuerySchema, SEARCH_DESCRIPTION } from "../../schemas/fmcsa";
import { searchBrokers } from "../../services/fmcsa/search";

const route = createRoute({
  operationId: "searchFmcsaBrokers",
  method: "get",
  path: "/api/fmcsa-brokers/search",
  tags: ["FMCSA registry"],
  security: [],
  summary: "Search the FMCSA broker registry by name, MC or USDOT number",
  description: SEARCH_DESCRIPTION,
  request: { query: registrySearchQuerySchema },
  responses: {
    200: {
      description: "Matching brokers (an empty array when none match)",
      content: { "application/json": { schema: z.array(brokerSearchResultSchema) } },
    },
    ...errorResponses(400),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { q } = c.req.valid("query");
    return c.json(await searchBrokers(serviceContext(c), { q }), 200);
  });
}
