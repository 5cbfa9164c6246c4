import type { FieldErrors } from "../forms/field-errors";
import type { ToastInput } from "../toast-queue";

/** The answer of the reset-password form when the new password was not accepted. */
export interface ResetPasswordReply {
  fields?: FieldErrors;
  formError?: string;
  toast?: ToastInput;
}
