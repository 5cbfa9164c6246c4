import type { ZodError } from "zod";

/** Messages per form field, `_` for the form as a whole: the API's `details.fields` shape. */
export type FieldErrors = Record<string, string[] | undefined>;

/** zod issues → field errors, keyed the way the API keys them (dotted path, `_` for the form). */
export function fieldErrorsOf(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "_";
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

/** The first message of a set of field errors: the headline a toast shows. */
export function firstError(fields: FieldErrors): string | undefined {
  for (const messages of Object.values(fields)) {
    if (messages?.[0]) return messages[0];
  }
  return undefined;
}
