import { createRoute } from "@hono/zod-openapi";
import { signInSchema } from "@truerate/domain/validation/account";
import type { App } from "../../http/app";
import { errorResponses } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { setSessionCookie } from "../../http/session-cookie";
import { SESSION_COOKIE_HEADER, signedInSchema } from "../../schemas/auth";
import { toUserResponse } from "../../schemas/user";
import { signIn } from "../../services/accounts/sign-in";

const route = createRoute({
  operationId: "login",
  method: "post",
  path: "/api/login",
  tags: ["Accounts"],
  security: [],
  summary: "Sign in with e-mail and password",
  description:
    "Any wrong e-mail or password answers 401 'Invalid email or password'. Repeated failures per e-mail or " +
    "per client answer 429 with Retry-After. An unverified account answers 403 with `details.needsVerification`.",
  request: { body: { required: true, content: { "application/json": { schema: signInSchema } } } },
  responses: {
    200: {
      description: "Signed in",
      headers: SESSION_COOKIE_HEADER,
      content: { "application/json": { schema: signedInSchema } },
    },
    ...errorResponses(400, 401, 403, 429),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const ctx = serviceContext(c);
    const { email, password } = c.req.valid("json");
    const { user, session } = await signIn(ctx, {
      email,
      password,
      userAgent: c.req.header("user-agent") ?? null,
      previousSessionId: ctx.actor?.sessionId ?? null,
    });
    setSessionCookie(c, session.token, session.expiresAt, ctx.now());
    return c.json({ ok: true as const, message: "Successfully logged in.", user: toUserResponse(user) }, 200);
  });
}
