import { createRoute, z } from "@hono/zod-openapi";
import { profileUpdateSchemaFor } from "@truerate/domain/validation/account";
import { validationError } from "../../core/validation-errors";
import type { App } from "../../http/app";
import { requireUser } from "../../http/auth";
import { errorResponses, SESSION_COOKIE_SCHEME } from "../../http/openapi";
import { serviceContext } from "../../http/service-context";
import { toUserResponse, userSchema } from "../../schemas/user";
import { updateProfile } from "../../services/accounts/update-profile";

/**
 * The body's shape for the document; the rules depend on the user's role (an admin has no MC or DOT
 * number), so the handler applies the role's schema from the shared validation module.
 */
const bodySchema = z
  .object({
    email: z
      .string()
      .optional()
      .openapi({
        description:
          "A new sign-in address: needs `currentPassword`, is mailed a code (POST /api/verify-email with the new " +
          "address), and replaces the old address only once verified; the old address is told.",
        example: "ops@acme-freight.com",
      }),
    currentPassword: z
      .string()
      .optional()
      .openapi({ description: "The current password, required with a new `email`.", example: "correct horse battery" }),
    companyName: z.string().optional().openapi({ example: "Acme Freight LLC" }),
    phoneNumber: z.string().optional().openapi({ example: "+1 555-010-2030" }),
    mcNumber: z
      .string()
      .optional()
      .openapi({ description: "Checked against the FMCSA registry.", example: "MC123456" }),
    dotNumber: z
      .string()
      .optional()
      .openapi({ description: "Checked against the FMCSA registry.", example: "1234567" }),
    numberOfTrucks: z.union([z.number(), z.string()]).nullable().optional().openapi({ example: 3 }),
    trailerTypes: z
      .union([z.array(z.string()), z.string()])
      .nullable()
      .optional()
      .openapi({ example: ["reefer"] }),
  })
  .openapi("ProfileUpdate");

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
  request: { body: { required: true, content: { "application/json": { schema: bodySchema } } } },
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
