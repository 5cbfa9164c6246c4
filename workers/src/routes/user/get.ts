import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { requireUser } from "../../http/auth";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { toUserResponse, userSchema } from "../../schemas/user";
import { getCurrentUser } from "../../services/accounts/get-current-user";

const route = createRoute({
  operationId: "getCurrentUser",
  method: "get",
  path: "/api/user",
  tags: ["Accounts"],
  summary: "The signed-in user",
  description: "401 when signed out; an expired session answers 401 with `details.sessionExpired`.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  responses: {
    200: { description: "The user", content: { "application/json": { schema: userSchema } } },
    ...errorResponses(401),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const actor = requireUser(c);
    const user = await getCurrentUser(serviceContext(c), { actor });
    c.header("cache-control", "no-store");
    return c.json(toUserResponse(user), 200);
  });
}
