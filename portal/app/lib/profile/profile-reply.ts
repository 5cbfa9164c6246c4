import type { FieldErrors } from "../forms/field-errors";
import type { ToastInput } from "../toast-queue";

/** The answer of the profile page's action, by the form that was sent. */
export interface ProfileReply {
  intent: "update-profile" | "verify-new-email";
  ok: boolean;
  fields?: FieldErrors;
  formError?: string;
  toast?: ToastInput;
}
