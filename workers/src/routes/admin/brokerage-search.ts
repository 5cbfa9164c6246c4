import { createRoute } from "@hono/zod-openapi";
import { ADMIN_CONSOLE_MESSAGES } from "@truerate/domain/admin-console";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { searchAdminBrokeragesQuerySchema, searchAdminBrokeragesResponseSchema } from "../../schemas/admin/console";
import { BROKERAGE_SEARCH_LIMIT, searchBrokerages } from "../../services/admin/brokerage-search";
import { administratorsOnly } from "./console-middleware";

const route = createRoute({
  operationId: "searchAdminBrokerages",
  method: "get",
  path: "/api/admin/brokerage/search",
  tags: ["Admin"],
  summary: "Find brokerages, registered on TrueRate or not",
  description:
    "Administrators only. Matches names and MC/DOT numbers among registered brokerages, the FMCSA broker registry " +
    `and the brokers carriers named on loads; at most ${BROKERAGE_SEARCH_LIMIT}. Under 2 characters answers 400 ` +
    `'${ADMIN_CONSOLE_MESSAGES.searchTooShort}'.`,
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, administratorsOnly, noStore] as const,
  request: {
    query: searchAdminBrokeragesQuerySchema,
  },
  responses: {
    200: {
      description: "Brokerages",
      content: { "application/json": { schema: searchAdminBrokeragesResponseSchema } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { query } = c.req.valid("query");
    return c.json({ brokerages: await searchBrokerages(serviceContext(c), { query }) }, 200);
  });
}
