import { z } from "@hono/zod-openapi";
import { userSchema } from "./user";

/** The `{ ok, message }` answer the earlier product's client reads (the accounts spec's calls). */
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
