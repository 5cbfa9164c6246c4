import { type Registration, TERMS_VERSION } from "../../lib/domain";

/** The registration form's text fields (trailerTypes is a group of checkboxes, read with getAll). */
export const REGISTRATION_FIELDS = [
  "email",
  "password",
  "userType",
  "companyName",
  "phoneNumber",
  "mcNumber",
  "dotNumber",
  "numberOfTrucks",
  "adminCode",
  "termsAgreed",
  "privacyAgreed",
] as const;

/** Never sent back to the page: secrets stay where they were typed. */
const SECRET_FIELDS = new Set<string>(["password", "adminCode"]);

/** The form's values as the registration schema reads them. */
export function registrationInput(formData: FormData): Record<string, string | string[]> {
  const input: Record<string, string | string[]> = {};
  for (const name of REGISTRATION_FIELDS) {
    const value = formData.get(name);
    if (typeof value === "string") input[name] = value;
  }
  input.trailerTypes = formData.getAll("trailerTypes").filter((value): value is string => typeof value === "string");
  return input;
}

/** What may go back to the page to refill the form after a refusal. */
export function refillableValues(input: Record<string, string | string[]>): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(input).filter(([name]) => !SECRET_FIELDS.has(name)));
}

/**
 * The registration payload of docs/product.md#accounts-entities-and-fields from the checked form: the MC number as `MC` + digits,
 * the DOT number as digits (the schema normalised both), terms version '1.0' with the time of
 * acceptance. Admins send no company fields, and their code only goes with an admin sign-up.
 */
export function registrationPayload(registration: Registration, acceptedAt: Date) {
  const isAdmin = registration.userType === "admin";
  const when = acceptedAt.toISOString();
  return {
    email: registration.email,
    password: registration.password,
    userType: registration.userType,
    companyName: registration.companyName ?? undefined,
    phoneNumber: isAdmin ? undefined : (registration.phoneNumber ?? undefined),
    mcNumber: isAdmin ? undefined : (registration.mcNumber ?? undefined),
    dotNumber: isAdmin ? undefined : (registration.dotNumber ?? undefined),
    numberOfTrucks: registration.numberOfTrucks ?? undefined,
    trailerTypes: registration.trailerTypes,
    termsAgreed: true,
    privacyAgreed: true,
    isAdmin,
    adminCode: isAdmin ? (registration.adminCode ?? "") : undefined,
    termsVersion: TERMS_VERSION,
    termsAcceptedAt: when,
    privacyAcceptedAt: when,
  };
}
