import { createRoute } from "@hono/zod-openapi";
import { profileUpdateSchemaFor } from "@truerate/domain/validation/account";
import { validationError } from "../../core/validation-errors";
import type { App } from "../../http/app";
import { requireUser } from "../../http/auth";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { toUserResponse, updateCurrentUserBodySchema, userSchema } from "../../schemas/user";
import { updateProfile } from "../../services/accounts/update-profile";

const route = createRoute({
  operationId: "updateCurrentUser",
  method: "put",
  path: "/api/user",
  tags: ["Accounts"],
  summary: "Update the signed-in user's profile",
  description:
    "Omitted fields stay as they are. New MC/DOT numbers are verified with the FMCSA registry (422 on failure). " +
    "A new e-mail address needs the current password and becomes the sign-in address once its e-mailed code is entered " +
    "(`pendingEmail` until then).",
  security: [{ [SESSION_COOKIE_SCHEME]: [] }],
  request: { body: { required: true, content: { "application/json": { schema: updateCurrentUserBodySchema } } } },
  responses: {
    200: { description: "The updated user", content: { "application/json": { schema: userSchema } } },
    ...errorResponses(400, 401, 403, 409, 422, 429),
  },
});

export function register(app: App) {
  app.openapi(route, async (c) => {
    const actor = requireUser(c);
    const parsed = profileUpdateSchemaFor(actor.role).safeParse(c.req.valid("json"));
    if (!parsed.success) throw validationError(parsed.error);
    const user = await updateProfile(serviceContext(c), { actor, input: parsed.data });
    return c.json(toUserResponse(user), 200);
  });
}
