import { z } from "zod";
import { USER_TYPES } from "../enums";
import {
  ACCOUNT_MESSAGES,
  companyNameField,
  dotNumberField,
  emailField,
  mcNumberField,
  numberOfTrucksField,
  passwordField,
  phoneNumberField,
  TERMS_VERSION,
  trailerTypesField,
} from "./fields";

/** Check boxes arrive as booleans from JSON and as "on"/"true" from an HTML form. */
const agreement = (description: string) =>
  z
    .preprocess(
      (value) => (value === "on" || value === "true" ? true : value === "false" ? false : value),
      z.boolean().optional(),
    )
    .meta({ description, example: true });

/** A wrong type (true, 42, [], {}) answers the field's own message, like a wrong value. */
const text = (message: string, description: string, example: string) =>
  z.string({ error: message }).optional().meta({ description, example });

/** Carriers and brokers need all four; admins send placeholders, which are ignored. */
const COMPANY_FIELDS = [
  ["companyName", companyNameField],
  ["phoneNumber", phoneNumberField],
  ["mcNumber", mcNumberField],
  ["dotNumber", dotNumberField],
] as const;

const registrationFields = z.object({
  email: emailField,
  password: passwordField,
  userType: z
    .enum(USER_TYPES, { error: ACCOUNT_MESSAGES.userType })
    .default("carrier")
    .meta({ description: "carrier (default), broker or admin.", example: "carrier" }),
  companyName: text(
    ACCOUNT_MESSAGES.companyNameTooShort,
    "Company name, 2 to 100 characters (carriers and brokers).",
    "Acme Freight LLC",
  ),
  phoneNumber: text(
    ACCOUNT_MESSAGES.phoneNumber,
    "An optional `+` then 10 or more digits, spaces or dashes.",
    "+1 555-010-2030",
  ),
  mcNumber: text(
    ACCOUNT_MESSAGES.mcNumberFormat,
    "MC number, 6-7 digits, with or without the `MC` prefix.",
    "MC123456",
  ),
  dotNumber: text(ACCOUNT_MESSAGES.dotNumberFormat, "USDOT number, 6-8 digits.", "1234567"),
  numberOfTrucks: numberOfTrucksField,
  trailerTypes: trailerTypesField,
  termsAgreed: agreement("Must be true: the terms and conditions were accepted."),
  privacyAgreed: agreement("Must be true: the privacy policy was accepted."),
  isAdmin: z
    .boolean()
    .optional()
    .meta({ description: "Ignored: admin rights follow from `userType` and `adminCode`." }),
  adminCode: z
    .string()
    .max(200)
    .optional()
    .meta({ description: "Admin sign-up only: the server's secret admin code.", example: "" }),
  termsVersion: z
    .string()
    .max(20)
    .optional()
    .meta({ description: "The terms version accepted.", example: TERMS_VERSION }),
  termsAcceptedAt: z
    .string()
    .max(40)
    .optional()
    .meta({ description: "Client time of acceptance; the server records its own." }),
  privacyAcceptedAt: z
    .string()
    .max(40)
    .optional()
    .meta({ description: "Client time of acceptance; the server records its own." }),
});

type RegistrationFields = z.output<typeof registrationFields>;

/**
 * The registration payload of docs/product.md#accounts-entities-and-fields under the client rules of docs/product.md#accounts-validation-rules. The role-dependent rules run
 * even when a plain field failed, so a form shows every message at once.
 */
export const registrationSchema = registrationFields
  .superRefine(
    (value, ctx) => {
      if (value.userType !== "admin") {
        // A field of the wrong type already has its message from the object schema; it counts as missing.
        const textOf = (name: (typeof COMPANY_FIELDS)[number][0]) => {
          const raw: unknown = value[name];
          return typeof raw === "string" ? raw : raw === undefined ? "" : null;
        };
        // The combined message heads a form whose company section was skipped; one missing field
        // (an empty phone) is named by its own message alone, not by a headline naming all four.
        const allMissing = COMPANY_FIELDS.every(([name]) => !textOf(name)?.trim());
        if (allMissing)
          ctx.addIssue({ code: "custom", path: [], message: ACCOUNT_MESSAGES.carrierBrokerFieldsRequired });
        for (const [name, schema] of COMPANY_FIELDS) {
          const given = textOf(name);
          if (given === null) continue;
          const result = schema.safeParse(given);
          const message = result.error?.issues[0]?.message;
          if (message) ctx.addIssue({ code: "custom", path: [name], message });
        }
      }
      if (value.termsAgreed !== true)
        ctx.addIssue({ code: "custom", path: ["termsAgreed"], message: ACCOUNT_MESSAGES.termsRequired });
      if (value.privacyAgreed !== true) {
        ctx.addIssue({ code: "custom", path: ["privacyAgreed"], message: ACCOUNT_MESSAGES.privacyRequired });
      }
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null },
  )
  .transform((value) => normalise(value))
  .meta({
    id: "Registration",
    description: "A new account. Carriers and brokers are checked against the FMCSA registry.",
  });

function normalise(value: RegistrationFields) {
  const isAdmin = value.userType === "admin";
  const company = value.companyName?.trim() || null;
  return {
    email: value.email,
    password: value.password,
    userType: value.userType,
    companyName: company,
    phoneNumber: isAdmin ? null : (value.phoneNumber?.trim() ?? null),
    mcNumber: isAdmin ? null : mcNumberField.parse(value.mcNumber),
    dotNumber: isAdmin ? null : dotNumberField.parse(value.dotNumber),
    numberOfTrucks: value.numberOfTrucks ?? null,
    trailerTypes: value.trailerTypes ?? [],
    termsVersion: value.termsVersion?.trim() || TERMS_VERSION,
    adminCode: value.adminCode ?? null,
  };
}

export type Registration = z.output<typeof registrationSchema>;
