import { createRoute } from "@hono/zod-openapi";
import { passwordResetRequestSchema } from "@truerate/domain/validation/account";
import type { App } from "../../http/app";
import { errorResponses } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { okMessageSchema } from "../../schemas/auth";
import { RESET_REQUEST_MESSAGE, requestPasswordReset } from "../../services/accounts/request-password-reset";

const route = createRoute({
  operationId: "requestPasswordReset",
  method: "post",
  path: "/api/reset-password-request",
  tags: ["Accounts"],
  security: [],
  summary: "E-mail a password reset link",
  description:
    "Answers identically whether or not the address has an account. The link (APP_ORIGIN/reset-password/<token>) " +
    "works once, for one hour. Repeated requests answer 429 with Retry-After.",
  request: { body: { required: true, content: { "application/json": { schema: passwordResetRequestSchema } } } },
  responses: {
    200: { description: "Accepted", content: { "application/json": { schema: okMessageSchema } } },
    ...errorResponses(400, 429),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    await requestPasswordReset(serviceContext(c), c.req.valid("json"));
    return c.json({ ok: true as const, message: RESET_REQUEST_MESSAGE }, 200);
  });
}
