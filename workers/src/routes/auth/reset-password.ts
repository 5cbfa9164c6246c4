import { createRoute } from "@hono/zod-openapi";
import { passwordResetSchema } from "@truerate/domain/validation/account";
import type { App } from "../../http/app";
import { errorResponses } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { okMessageSchema, resetPasswordParamsSchema } from "../../schemas/auth";
import { RESET_MESSAGES, resetPassword } from "../../services/accounts/reset-password";

const route = createRoute({
  operationId: "resetPassword",
  method: "post",
  path: "/api/reset-password/{token}",
  tags: ["Accounts"],
  security: [],
  summary: "Set a new password with a reset link's token",
  description: "Single use, one hour. Every session of the account is revoked; sign in again afterwards.",
  request: {
    params: resetPasswordParamsSchema,
    body: { required: true, content: { "application/json": { schema: passwordResetSchema } } },
  },
  responses: {
    200: { description: "Password changed", content: { "application/json": { schema: okMessageSchema } } },
    ...errorResponses(400),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const { token } = c.req.valid("param");
    await resetPassword(serviceContext(c), { token, password: c.req.valid("json").password });
    return c.json({ ok: true as const, message: RESET_MESSAGES.done }, 200);
  });
}
