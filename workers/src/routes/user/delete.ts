import { createRoute } from "@hono/zod-openapi";
import type { App } from "../../http/app";
import { requireUser } from "../../http/auth";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { clearSessionCookie } from "../../http/session-cookie";
import { signedIn } from "../../http/signed-in";
import { deleteCurrentUserBodySchema, okMessageSchema, SESSION_COOKIE_HEADER } from "../../schemas/auth";
import { deleteAccount } from "../../services/accounts/delete-account";

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
  request: { body: { required: true, content: { "application/json": { schema: deleteCurrentUserBodySchema } } } },
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
