import { z } from "@hono/zod-openapi";
import { PASSWORD_MAX_LENGTH } from "@truerate/domain/validation/fields";
import { userSchema } from "./user";

/** The `{ ok, message }` answer the earlier product's client reads (docs/product.md#accounts-calls). */
export const okMessageSchema = z
  .object({
    ok: z.literal(true).openapi({ description: "Always true on success." }),
    message: z.string().openapi({ description: "What happened, for a toast.", example: "Successfully logged in." }),
  })
  .openapi("OkMessage");

export const signedInSchema = okMessageSchema
  .extend({ user: userSchema })
  .openapi("SignedIn", { description: "The session cookie is set with this answer." });

export const SESSION_COOKIE_HEADER = {
  "Set-Cookie": {
    description: "`truerate_session`: HttpOnly, SameSite=Lax, Secure outside local http, 30 days, sliding.",
    schema: { type: "string" as const },
  },
};

export const resetPasswordParamsSchema = z.object({
  token: z
    .string()
    .min(1)
    .max(200)
    .openapi({ param: { name: "token", in: "path" }, description: "The token from the e-mailed link." }),
});

export const deleteCurrentUserBodySchema = z
  .object({
    currentPassword: z
      .string()
      .max(PASSWORD_MAX_LENGTH)
      .optional()
      .openapi({ description: "The account's current password (required).", example: "correct horse battery" }),
  })
  .openapi("AccountDeletion");

export const REGISTERED_MESSAGE =
  "Registration successful. Please check your email for your 6-digit verification code.";

export const registeredSchema = z
  .object({
    ok: z.literal(true),
    message: z.string().openapi({ example: REGISTERED_MESSAGE }),
    email: z.string().openapi({ description: "Where the code was sent.", example: "dispatch@acme-freight.com" }),
    needsVerification: z.literal(true).openapi({ description: "The next step is POST /api/verify-email." }),
  })
  .openapi("Registered");
