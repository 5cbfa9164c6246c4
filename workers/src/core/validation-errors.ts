import type { ZodError } from "zod";
import { AppError, type FieldErrors } from "./errors";

/** zod issues → `{ "field.path": [messages] }`, with `_` for form-level issues. */
export function fieldErrors(error: ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "_";
    fields[key] = [...(fields[key] ?? []), issue.message];
  }
  return fields;
}

/** The first message is the headline: it is the one docs/product.md's toasts show. */
export function validationError(error: ZodError): AppError {
  const fields = fieldErrors(error);
  const first = error.issues[0]?.message ?? "Invalid request";
  return new AppError("VALIDATION_FAILED", first, { fields });
}
