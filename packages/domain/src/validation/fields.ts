import { z } from "zod";
import { TRAILER_TYPES, type TrailerType } from "../enums";
import { hasInvisibleCharacters, INVISIBLE_CHARACTERS_MESSAGE, numberInput } from "./input";

/** Refuses text with control or invisible characters (NUL, zero-width spaces, direction overrides). */
const visibleOnly = { error: INVISIBLE_CHARACTERS_MESSAGE, abort: true } as const;
const isVisibleText = (text: string) => !hasInvisibleCharacters(text);

/**
 * The account fields of docs/product.md#accounts-entities-and-fields with the rules and exact messages of docs/product.md#accounts-validation-rules. Pure zod (no worker
 * imports), so the portal's forms and the API share them. `.meta()` feeds the OpenAPI document.
 */
export const ACCOUNT_MESSAGES = {
  email: "Please enter a valid email address",
  passwordTooShort: "Password must be at least 8 characters",
  passwordTooLong: "Password must be at most 128 characters",
  passwordsDoNotMatch: "Passwords do not match",
  userType: "User type must be carrier, broker or admin",
  termsRequired: "You must agree to the terms and conditions",
  privacyRequired: "You must agree to the privacy policy",
  companyNameTooShort: "Company name must be at least 2 characters",
  companyNameTooLong: "Company name must be less than 100 characters",
  phoneNumber: "Please enter a valid phone number",
  mcNumberRequired: "MC number is required",
  mcNumberFormat: "MC number must be in format MC123456 (6-7 digits)",
  dotNumberFormat: "DOT number must be 6-8 digits",
  carrierBrokerFieldsRequired:
    "Company name, phone number, MC number (6-7 digits), and DOT number (6-8 digits) are required for carriers and brokers",
  invalidAdminCode: "Invalid admin code",
  numberOfTrucks: "Number of trucks must be at least 1",
  trailerTypes: "Trailer types must be dry_van, reefer, flatbed or power_only",
  verificationCode: "Verification code must be 6 digits",
} as const;

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase; bounded so a huge body cannot buy minutes of hashing. */
export const PASSWORD_MAX_LENGTH = 128;
export const COMPANY_NAME_MAX_LENGTH = 100;
export const VERIFICATION_CODE_LENGTH = 6;
export const TERMS_VERSION = "1.0";

const digitsOf = (value: string) => value.replace(/\D/g, "");

/** `MC` + digits, however the number was typed ("123456", "mc-123456", "MC 123456"). */
export const normalizeMcNumber = (value: string) => `MC${digitsOf(value)}`;
/** Digits only. */
export const normalizeDotNumber = (value: string) => digitsOf(value);

export const isValidMcNumber = (value: string) => /^\d{6,7}$/.test(digitsOf(value));
export const isValidDotNumber = (value: string) => /^\d{6,8}$/.test(digitsOf(value));
const PHONE_PATTERN = /^\+?[\d\s-]{10,}$/;

export const emailField = z
  .string({ error: ACCOUNT_MESSAGES.email })
  .trim()
  .toLowerCase()
  .max(254, { error: ACCOUNT_MESSAGES.email })
  .pipe(z.email({ error: ACCOUNT_MESSAGES.email }))
  .meta({ description: "E-mail address (compared case-insensitively).", example: "dispatch@acme-freight.com" });

export const passwordField = z
  .string({ error: ACCOUNT_MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, { error: ACCOUNT_MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: ACCOUNT_MESSAGES.passwordTooLong })
  .meta({ description: "At least 8 characters.", example: "correct horse battery" });

export const companyNameField = z
  .string({ error: ACCOUNT_MESSAGES.companyNameTooShort })
  .trim()
  .refine(isVisibleText, visibleOnly)
  .min(2, { error: ACCOUNT_MESSAGES.companyNameTooShort })
  .max(COMPANY_NAME_MAX_LENGTH, { error: ACCOUNT_MESSAGES.companyNameTooLong })
  .meta({ description: "Company name, 2 to 100 characters.", example: "Acme Freight LLC" });

export const phoneNumberField = z
  .string({ error: ACCOUNT_MESSAGES.phoneNumber })
  .trim()
  .regex(PHONE_PATTERN, { error: ACCOUNT_MESSAGES.phoneNumber })
  .meta({ description: "An optional `+` then 10 or more digits, spaces or dashes.", example: "+1 555-010-2030" });

export const mcNumberField = z
  .string({ error: ACCOUNT_MESSAGES.mcNumberRequired })
  .trim()
  .min(1, { error: ACCOUNT_MESSAGES.mcNumberRequired, abort: true })
  .refine(isValidMcNumber, { error: ACCOUNT_MESSAGES.mcNumberFormat })
  .transform(normalizeMcNumber)
  .meta({ description: "MC number, 6-7 digits; stored as `MC` + digits.", example: "MC123456" });

export const dotNumberField = z
  .string({ error: ACCOUNT_MESSAGES.dotNumberFormat })
  .trim()
  .refine(isValidDotNumber, { error: ACCOUNT_MESSAGES.dotNumberFormat })
  .transform(normalizeDotNumber)
  .meta({ description: "USDOT number, 6-8 digits; stored as digits.", example: "1234567" });

/** Forms send numbers as text and leave the field blank when unknown. */
export const numberOfTrucksField = z
  .preprocess(
    numberInput,
    z
      .number({ error: ACCOUNT_MESSAGES.numberOfTrucks })
      .int({ error: ACCOUNT_MESSAGES.numberOfTrucks })
      .min(1, { error: ACCOUNT_MESSAGES.numberOfTrucks })
      .max(100_000, { error: ACCOUNT_MESSAGES.numberOfTrucks })
      .optional(),
  )
  .meta({ description: "Fleet size, at least 1. Optional.", example: 3 });

const isTrailerType = (value: string): value is TrailerType => (TRAILER_TYPES as readonly string[]).includes(value);

/** An array, or the comma-separated text the earlier product stored; always answered as an array. */
export const trailerTypesField = z
  .preprocess(
    (value) =>
      value === null || value === ""
        ? undefined
        : typeof value === "string"
          ? value
              .split(",")
              .map((part) => part.trim())
              .filter(Boolean)
          : value,
    // Checked as a whole so the message sits on the field, not on one item of it.
    z
      .array(z.string().meta({ enum: [...TRAILER_TYPES] }), { error: ACCOUNT_MESSAGES.trailerTypes })
      .max(TRAILER_TYPES.length * 2, { error: ACCOUNT_MESSAGES.trailerTypes })
      .refine((types) => types.every(isTrailerType), { error: ACCOUNT_MESSAGES.trailerTypes })
      .transform((types) => [...new Set(types.filter(isTrailerType))])
      .optional(),
  )
  .meta({ description: "Trailer types the fleet runs. Optional.", example: ["dry_van", "reefer"] });

export const verificationCodeField = z
  .string({ error: ACCOUNT_MESSAGES.verificationCode })
  .trim()
  .regex(/^\d{6}$/, { error: ACCOUNT_MESSAGES.verificationCode })
  .meta({ description: "The 6-digit code from the verification e-mail.", example: "482913" });
