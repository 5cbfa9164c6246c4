import { z } from "@hono/zod-openapi";
import { TRAILER_TYPES } from "@truerate/domain/enums";
import { users } from "../db/schema";
import { createSelectSchema } from "./from-table";

type UserRow = typeof users.$inferSelect;

const userColumns = createSelectSchema(users).shape;

/**
 * The user as every account call answers it (docs/product.md#accounts-entities-and-fields). Rows are parsed through this schema before
 * they leave, so a column that is not listed here (hashes, tokens, provider ids) cannot leak.
 */
export const userSchema = z
  .object({
    id: userColumns.id.openapi({ description: "User id.", example: "5f0c6a5e-2c1d-4f8e-9a51-0f7f1d3c2b10" }),
    email: userColumns.email.openapi({
      description: "Sign-in e-mail, lower-case.",
      example: "dispatch@acme-freight.com",
    }),
    userType: userColumns.userType.openapi({ description: "carrier, broker or admin.", example: "carrier" }),
    isAdmin: userColumns.isAdmin.openapi({ description: "True for administrators.", example: false }),
    companyName: userColumns.companyName.openapi({ description: "Company name.", example: "Acme Freight LLC" }),
    phoneNumber: userColumns.phoneNumber.openapi({ description: "Phone number.", example: "+1 555-010-2030" }),
    mcNumber: userColumns.mcNumber.openapi({ description: "`MC` + digits.", example: "MC123456" }),
    dotNumber: userColumns.dotNumber.openapi({ description: "USDOT number, digits.", example: "1234567" }),
    numberOfTrucks: z.number().int().nullable().openapi({ description: "Fleet size.", example: 3 }),
    trailerTypes: z.array(z.enum(TRAILER_TYPES)).openapi({ description: "Trailer types run.", example: ["dry_van"] }),
    verified: userColumns.verified.openapi({ description: "The e-mail address was verified.", example: true }),
    pendingEmail: userColumns.pendingEmail.openapi({
      description: "A new address waiting for its e-mailed code; `email` stays the sign-in address until then.",
      example: null,
    }),
    hasSubscription: z.boolean().openapi({ description: "The subscription is active or trialing.", example: false }),
    hasPaidSubscription: userColumns.hasPaidSubscription.openapi({
      description: "A paid subscription was completed.",
      example: false,
    }),
    subscriptionStatus: userColumns.subscriptionStatus.openapi({
      description: "Subscription state.",
      example: "inactive",
    }),
    subscriptionPeriodEnd: z
      .string()
      .nullable()
      .openapi({ description: "End of the paid period (ISO 8601).", example: "2026-12-23T00:00:00.000Z" }),
    createdAt: z.string().openapi({ description: "Account creation (ISO 8601).", example: "2026-11-23T12:00:00.000Z" }),
  })
  .openapi("User");

export type UserResponse = z.infer<typeof userSchema>;

const isTrailerType = (value: string): value is (typeof TRAILER_TYPES)[number] =>
  (TRAILER_TYPES as readonly string[]).includes(value);

export function toUserResponse(row: UserRow): UserResponse {
  return userSchema.parse({
    ...row,
    trailerTypes: (row.trailerTypes ?? "").split(",").filter(isTrailerType),
    hasSubscription: row.subscriptionStatus === "active" || row.subscriptionStatus === "trialing",
    subscriptionPeriodEnd: row.subscriptionPeriodEnd?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  });
}

/**
 * The body's shape for the document; the rules depend on the user's role (an admin has no MC or DOT
 * number), so the handler applies the role's schema from the shared validation module.
 */
export const updateCurrentUserBodySchema = z
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
