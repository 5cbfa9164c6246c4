import type { UserType } from "@truerate/domain/enums";
import { z } from "zod";
import { profileUpdateSchemaFor } from "../../lib/domain";
import type { FormObject } from "../../lib/forms/parse-form.server";

/** The code of a pending e-mail change, for the address the session says is waiting. */
export const verifyNewEmailSchema = z.object({ verificationCode: z.string().trim().default("") });

/**
 * The fields the Profile Information form may change for this role: the company fields and trailer
 * types as typed, the e-mail and current password only when the address really changes.
 */
export function profileFormSchema(userType: UserType, emailChange: { email?: string; currentPassword?: string }) {
  return z.preprocess(
    (values) => ({ ...pickProfileFields(values as FormObject), ...emailChange }),
    profileUpdateSchemaFor(userType),
  );
}

const PROFILE_FIELDS = ["companyName", "phoneNumber", "mcNumber", "dotNumber", "trailerTypes"] as const;

const pickProfileFields = (values: FormObject) =>
  Object.fromEntries(PROFILE_FIELDS.flatMap((name) => (name in values ? [[name, values[name]]] : [])));

export const intentSchema = z.object({ intent: z.enum(["update-profile", "verify-new-email"]) });
