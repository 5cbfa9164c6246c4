import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { requireUser } from "../../http/auth";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { requireSubscription } from "../../http/require-subscription";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { recentSearchesSchema } from "../../schemas/carrier-tools";
import { listRecentSearches, RECENT_SEARCHES_KEPT } from "../../services/carrier-tools/recent-searches";

const route = createRoute({
  operationId: "listRecentSearches",
  method: "get",
  path: "/api/searches/recent",
  tags: ["Loads"],
  summary: "The caller's recent searches, to run again",
  description:
    `The caller's last ${RECENT_SEARCHES_KEPT} load searches, newest first, each with a readable label and the exact ` +
    "request to post again to POST /api/loads/search. A search is recorded after it is answered; the same search " +
    "again moves to the top.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, requireSubscription, noStore] as const,
  responses: {
    200: { description: "Recent searches", content: { "application/json": { schema: recentSearchesSchema } } },
    ...errorResponses(401, 402),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const searches = await listRecentSearches(serviceContext(c), requireUser(c).userId);
    return c.json({ searches, kept: RECENT_SEARCHES_KEPT }, 200);
  });
}
