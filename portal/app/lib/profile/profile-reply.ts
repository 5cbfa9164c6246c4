import type { FieldErrors } from "../forms/field-errors";
import type { ToastInput } from "../toast-queue";

/** The answer of the profile page's action (intent `update-profile`). */
export interface ProfileReply {
  intent: "update-profile";
  ok: boolean;
  fields?: FieldErrors;
  formError?: string;
  toast?: ToastInput;
}
