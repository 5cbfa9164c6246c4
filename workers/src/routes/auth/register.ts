import { createRoute } from "@hono/zod-openapi";
import { registrationSchema } from "@truerate/domain/validation/account";
import type { App } from "../../http/app";
import { errorResponses } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { REGISTERED_MESSAGE, registeredSchema } from "../../schemas/auth";
import { registerAccount } from "../../services/accounts/register";

const route = createRoute({
  operationId: "register",
  method: "post",
  path: "/api/register",
  tags: ["Accounts"],
  security: [],
  summary: "Create an account and e-mail its verification code",
  description:
    "Carriers and brokers are checked against the FMCSA registry (MC and DOT must name the same record); " +
    "a failure answers 422 `FMCSA_VERIFICATION_FAILED` whose `details` are `{ valid, error, company_name, status, tips }`. " +
    "Brokers join the brokerage of their MC number. Admin sign-up needs the server's `adminCode`.",
  request: { body: { required: true, content: { "application/json": { schema: registrationSchema } } } },
  responses: {
    201: {
      description: "Registered; a code was e-mailed",
      content: { "application/json": { schema: registeredSchema } },
    },
    ...errorResponses(400, 403, 409, 422, 429),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const result = await registerAccount(serviceContext(c), c.req.valid("json"));
    return c.json(
      { ok: true as const, message: REGISTERED_MESSAGE, email: result.email, needsVerification: true as const },
      201,
    );
  });
}
