import type { ToastInput } from "../toast-queue";
import type { FieldErrors } from "./field-errors";

/** What a button's action answers (approve, delete, notify…): whether it worked, and the toast that says so. */
export interface ToastReply {
  ok: boolean;
  toast: ToastInput;
}

/** What a form's action answers when it was not accepted: messages per field, one for the whole form, a toast. */
export interface FormReply {
  fields?: FieldErrors;
  /** A message about the whole form, shown inline. */
  formError?: string;
  toast?: ToastInput;
}

/**
 * What a form that saves one thing answers: the thing as saved (with a message to confirm it), or
 * why not (messages per field, and one for the whole form).
 */
export type SavedReply<T> =
  | { ok: true; data: T; message?: string }
  | { ok: false; fields: FieldErrors; message?: string };

/** A refused action's toast: docs/product.md's title, with the reason under it when there is one. */
export function failureToast(title: string, reason?: string): ToastInput {
  return { title, variant: "destructive", ...(reason ? { description: reason } : {}) };
}
