import { createRoute } from "@hono/zod-openapi";
import { resendVerificationSchema } from "@truerate/domain/validation/account";
import type { App } from "../../http/app";
import { errorResponses } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { okMessageSchema } from "../../schemas/auth";
import { RESEND_MESSAGE, resendVerification } from "../../services/accounts/resend-verification";

const route = createRoute({
  operationId: "resendVerification",
  method: "post",
  path: "/api/resend-verification",
  tags: ["Accounts"],
  security: [],
  summary: "E-mail a new verification code (at most once a minute)",
  description: "Answers the same for unknown and already verified addresses. Too soon answers 429 with Retry-After.",
  request: { body: { required: true, content: { "application/json": { schema: resendVerificationSchema } } } },
  responses: {
    200: {
      description: "A new code was sent if one was due",
      content: { "application/json": { schema: okMessageSchema } },
    },
    ...errorResponses(400, 429),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    await resendVerification(serviceContext(c), c.req.valid("json"));
    return c.json({ ok: true as const, message: RESEND_MESSAGE }, 200);
  });
}
