import { useEffect } from "react";
import { useToast } from "../components/feedback/toaster";
import type { ToastInput } from "./toast-queue";

/**
 * Shows the toast an action's reply carries. Each reply is a new object, so the same message
 * after a second failed attempt shows again; a re-render with the same reply does not.
 */
export function useActionToast(toast: ToastInput | undefined): void {
  const { toast: show } = useToast();
  useEffect(() => {
    if (toast) show(toast);
  }, [toast, show]);
}
