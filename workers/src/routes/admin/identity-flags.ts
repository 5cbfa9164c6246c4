import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { noStore, signedIn } from "../../http/signed-in";
import { identityFlagsPageSchema, identityFlagsQuerySchema } from "../../schemas/broker-identity";
import { IDENTITY_FLAGS_PAGE, listIdentityFlags } from "../../services/broker-identity/flagged-loads";

const route = createRoute({
  operationId: "listAdminIdentityFlags",
  method: "get",
  path: "/api/admin/identity-flags",
  tags: ["Admin"],
  summary: "Loads whose broker identity check fails, newest first",
  description:
    "Administrators only. Each load with its failing checks and their evidence (revoked or missing authority, a " +
    "look-alike domain, a rate confirmation made out to another carrier or broker, an authority under 30 days). " +
    "Verdicts are computed, not stored: each request checks up to 1,000 loads from `cursor`, so a page may be " +
    "short and still carry a `nextCursor`; null once every load was checked.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn, noStore] as const,
  request: { query: identityFlagsQuerySchema(IDENTITY_FLAGS_PAGE) },
  responses: {
    200: {
      description: "One page of flagged loads",
      content: { "application/json": { schema: identityFlagsPageSchema } },
    },
    ...errorResponses(400, 401, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    return c.json(await listIdentityFlags(serviceContext(c), c.req.valid("query")), 200);
  });
}
