import { createRoute } from "@hono/zod-openapi";
import { serviceContext } from "../../core/service-context";
import type { App } from "../../http/app";
import { requireUser } from "../../http/auth";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { clearSessionCookie } from "../../http/session-cookie";
import { deleteAccount } from "../../services/users/delete-account";
import { okMessageSchema, SESSION_COOKIE_HEADER } from "../auth/schemas";

const route = createRoute({
  operationId: "deleteCurrentUser",
  method: "delete",
  path: "/api/user",
  tags: ["Accounts"],
  summary: "Delete the signed-in user's account",
  description:
    "Removes the sessions, the personal data and the user's documents (stored files included). Loads the user " +
    "submitted stay, anonymised, so their broker-paid rates remain.",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  responses: {
    200: {
      description: "Deleted and signed out",
      headers: SESSION_COOKIE_HEADER,
      content: { "application/json": { schema: okMessageSchema } },
    },
    ...errorResponses(401, 403),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const actor = requireUser(c);
    await deleteAccount({ ctx: serviceContext(c), actor });
    clearSessionCookie(c);
    return c.json({ ok: true as const, message: "Account deleted" }, 200);
  });
}
