import { createRoute } from "@hono/zod-openapi";
import { verifyEmailSchema } from "@truerate/domain/validation/account";
import type { App } from "../../http/app";
import { errorResponses } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { setSessionCookie } from "../../http/session-cookie";
import { SESSION_COOKIE_HEADER, signedInSchema } from "../../schemas/auth";
import { toUserResponse } from "../../schemas/user";
import { verifyEmail } from "../../services/accounts/verify-email";

const route = createRoute({
  operationId: "verifyEmail",
  method: "post",
  path: "/api/verify-email",
  tags: ["Accounts"],
  security: [],
  summary: "Verify the e-mail address with its 6-digit code, and sign in",
  description:
    "A code lives 15 minutes and allows 5 tries. A wrong, expired or exhausted code answers 400 with " +
    "`details.reason` (`invalid`, `expired`, `exhausted`); an already verified address answers 409.",
  request: { body: { required: true, content: { "application/json": { schema: verifyEmailSchema } } } },
  responses: {
    200: {
      description: "Verified and signed in",
      headers: SESSION_COOKIE_HEADER,
      content: { "application/json": { schema: signedInSchema } },
    },
    ...errorResponses(400, 409, 429),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const ctx = serviceContext(c);
    const { user, session } = await verifyEmail(ctx, {
      input: c.req.valid("json"),
      userAgent: c.req.header("user-agent") ?? null,
    });
    setSessionCookie(c, session.token, session.expiresAt, ctx.now());
    return c.json({ ok: true as const, message: "Email verified successfully", user: toUserResponse(user) }, 200);
  });
}
