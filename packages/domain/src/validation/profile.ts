import { z } from "zod";
import type { UserType } from "../enums";
import {
  companyNameField,
  dotNumberField,
  emailField,
  mcNumberField,
  numberOfTrucksField,
  PASSWORD_MAX_LENGTH,
  phoneNumberField,
  trailerTypesField,
} from "./fields";

/** Asked only with a new e-mail address; checked by the API against the stored hash. */
const currentPasswordField = z.string().max(PASSWORD_MAX_LENGTH).optional();

/** A blank optional field means "not given", as forms send blanks for untouched inputs. */
const blankAsMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), schema.optional());

/**
 * The Profile Information form (docs/product.md#accounts-screens-and-routes): each field present is checked with the registration
 * rule. Carriers and brokers cannot blank their company fields; admins have no MC or DOT number.
 */
export const profileUpdateSchema = z
  .object({
    email: emailField.optional(),
    companyName: companyNameField.optional(),
    phoneNumber: phoneNumberField.optional(),
    mcNumber: mcNumberField.optional(),
    dotNumber: dotNumberField.optional(),
    numberOfTrucks: numberOfTrucksField,
    trailerTypes: trailerTypesField,
    currentPassword: currentPasswordField,
  })
  .meta({ description: "The profile fields to change; omitted fields stay as they are." });

const adminProfileUpdateSchema = z.object({
  email: emailField.optional(),
  companyName: blankAsMissing(companyNameField),
  phoneNumber: blankAsMissing(phoneNumberField),
  numberOfTrucks: numberOfTrucksField,
  trailerTypes: trailerTypesField,
  currentPassword: currentPasswordField,
});

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export function profileUpdateSchemaFor(userType: UserType): z.ZodType<ProfileUpdate> {
  return userType === "admin" ? adminProfileUpdateSchema : profileUpdateSchema;
}

/**
 * The address a profile save asks to move to, or null. Only an address that is neither the sign-in
 * address nor the one already waiting for its code is a new e-mail change: a save that carries the
 * pending address again keeps the code already sent, needs no password, and saves its other fields.
 */
export function requestedEmailChange(
  submitted: string | null | undefined,
  account: { email: string; pendingEmail?: string | null | undefined },
): string | null {
  const email = (submitted ?? "").trim().toLowerCase();
  if (!email || email === account.email.trim().toLowerCase()) return null;
  if (email === account.pendingEmail?.trim().toLowerCase()) return null;
  return email;
}
