import { UNEXPECTED_ERROR } from "../../lib/api-problem";
import { failureToast, type ToastReply } from "../../lib/forms/action-reply";
import { formatDollars } from "../loads/load-display";
import { ADMIN_MESSAGES } from "./messages";

/** The intent of the true-rate form, the only form the route's action takes today. */
export const VERIFY_INTENT = "verify";

/** The reply of a true-rate save: its toast, and the message to show next to that row's input. */
export interface VerifyReply extends ToastReply {
  fieldError?: string;
}

export function savedReply(loadNumber: string, trueRate: number): VerifyReply {
  return {
    ok: true,
    toast: { title: ADMIN_MESSAGES.saved, description: `Load ${loadNumber}: ${formatDollars(trueRate)}` },
  };
}

/**
 * A refused save: docs/product.md's title with the API's message. A validation failure's message also
 * goes next to the input, where the form's own check would have put it.
 */
export function failedReply(message: string | undefined, isValidation = false): VerifyReply {
  const description = message && message !== UNEXPECTED_ERROR ? message : undefined;
  return {
    ok: false,
    toast: failureToast(ADMIN_MESSAGES.saveFailed, description),
    ...(isValidation && description ? { fieldError: description } : {}),
  };
}
