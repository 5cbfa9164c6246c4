import { createRoute, z } from "@hono/zod-openapi";
import { PASSWORD_MAX_LENGTH } from "@truerate/domain/validation/fields";
import type { App } from "../../http/app";
import { requireUser } from "../../http/auth";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { clearSessionCookie } from "../../http/session-cookie";
import { signedIn } from "../../http/signed-in";
import { okMessageSchema, SESSION_COOKIE_HEADER } from "../../schemas/auth";
import { deleteAccount } from "../../services/accounts/delete-account";

const bodySchema = z
  .object({
    currentPassword: z
      .string()
      .max(PASSWORD_MAX_LENGTH)
      .optional()
      .openapi({ description: "The account's current password (required).", example: "correct horse battery" }),
  })
  .openapi("AccountDeletion");

const route = createRoute({
  operationId: "deleteCurrentUser",
  method: "delete",
  path: "/api/user",
  tags: ["Accounts"],
  summary: "Delete the signed-in user's account",
  description:
    "Removes the sessions, the personal data and the user's documents (stored files included). Loads the user " +
    "submitted stay, anonymised, so their broker-paid rates remain. The current password is required (400 when " +
    "missing, 403 when wrong), and the account's address is told by e-mail.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  middleware: [signedIn] as const,
  request: { body: { required: true, content: { "application/json": { schema: bodySchema } } } },
  responses: {
    200: {
      description: "Deleted and signed out",
      headers: SESSION_COOKIE_HEADER,
      content: { "application/json": { schema: okMessageSchema } },
    },
    ...errorResponses(400, 401, 403, 429),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const actor = requireUser(c);
    const { currentPassword } = c.req.valid("json");
    await deleteAccount(serviceContext(c), { actor, input: { currentPassword } });
    clearSessionCookie(c);
    return c.json({ ok: true as const, message: "Account deleted" }, 200);
  });
}
