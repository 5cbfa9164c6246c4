import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../../http/app";
import { errorResponses, PARTNER_TOKEN_SCHEME } from "../../../http/openapi";
import { partnerOf, requirePartner } from "../../../http/partner-auth";
import { serviceContext } from "../../../http/service-context";
import { changesQuerySchema, changesSchema } from "../../../schemas/v1/loads";
import { CHANGES_PAGE_LIMIT, listPartnerLoadChanges } from "../../../services/partners/loads/read";

const route = createRoute({
  operationId: "listPartnerLoadChanges",
  method: "get",
  path: "/api/v1/loads/changes",
  tags: ["Partner API v1"],
  summary: "Your loads changed since a time (a change feed to poll)",
  description:
    "Oldest change first: a push that creates or changes a load, a deadline met or missed, a document shared " +
    "or read, a true rate verified, and a tombstone for a load deleted or anonymised, so your copy converges. " +
    "Start with `since` (an ISO time), then pass each page's `nextCursor` as `cursor` until `hasMore` is false; " +
    "keep the last cursor to poll again later. Each load carries its `identity` as of this read: a rate " +
    "confirmation's reading moves the load up the feed, so its document match reaches you here.",
  security: [{ [PARTNER_TOKEN_SCHEME]: ["loads:write"] }],
  middleware: [requirePartner("loads:write")] as const,
  request: {
    query: changesQuerySchema(CHANGES_PAGE_LIMIT),
  },
  responses: {
    200: { description: "A page of changes", content: { "application/json": { schema: changesSchema } } },
    ...errorResponses(400, 401, 403, 429),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) =>
    c.json(
      await listPartnerLoadChanges(serviceContext(c), { partner: partnerOf(c), input: c.req.valid("query") }),
      200,
    ),
  );
}
