import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { clearSessionCookie } from "../../http/session-cookie";
import { okMessageSchema, SESSION_COOKIE_HEADER } from "../../schemas/auth";
import { signOut } from "../../services/accounts/sign-out";

const route = createRoute({
  operationId: "logout",
  method: "post",
  path: "/api/logout",
  tags: ["Accounts"],
  security: [{ [SESSION_COOKIE_SCHEME]: [] }, {}],
  summary: "Sign out: revoke this session and clear its cookie",
  description:
    "Deletes the session named by the cookie and answers with a cookie that expires it. Public: a caller without a session (or with an expired one) gets the same 200, so sign-out always succeeds.",
  responses: {
    200: {
      description: "Signed out (also when no session was held)",
      headers: SESSION_COOKIE_HEADER,
      content: { "application/json": { schema: okMessageSchema } },
    },
    ...errorResponses(403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    await signOut(serviceContext(c));
    clearSessionCookie(c);
    return c.json({ ok: true as const, message: "Logged out" }, 200);
  });
}
