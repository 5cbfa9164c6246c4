import { CARRIER_DOCUMENT_MESSAGES } from "../../components/documents/messages";
import type { ToastInput } from "../../lib/toast-queue";
import type { FileFailure } from "./open-file";

/** The toast for a document that could not be opened (docs/product.md#load-board-error-catalogue); `failed` names the screen's own message. */
export function fileFailureToast(failure: FileFailure, failed: string): ToastInput {
  switch (failure) {
    case "popup-blocked":
      return {
        title: CARRIER_DOCUMENT_MESSAGES.popupBlocked,
        description: CARRIER_DOCUMENT_MESSAGES.popupBlockedHelp,
        variant: "destructive",
      };
    case "signed-out":
      return { title: CARRIER_DOCUMENT_MESSAGES.signedOut, variant: "destructive" };
    case "denied":
      return { title: CARRIER_DOCUMENT_MESSAGES.viewDenied, variant: "destructive" };
    case "failed":
      return { title: failed, variant: "destructive" };
  }
}
