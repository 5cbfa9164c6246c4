import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from "react";
import { createToast, dismissToast, enqueueToast, type Toast, type ToastInput } from "../../lib/toast-queue";
import { ToastViewport } from "./toast-viewport";

interface ToastApi {
  /** Shows a toast and returns its id. */
  toast(input: ToastInput): string;
  dismiss(id: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Holds the visible toasts (at most three, newest first) and renders them in one live region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const counter = useRef(0);

  const dismiss = useCallback((id: string) => setToasts((queue) => dismissToast(queue, id)), []);
  const toast = useCallback((input: ToastInput) => {
    counter.current += 1;
    const id = `toast-${counter.current}`;
    setToasts((queue) => enqueueToast(queue, createToast(input, id)));
    return id;
  }, []);
  const api = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

/** `const { toast } = useToast(); toast({ title: "Saved", variant: "info" })`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast() must be used inside <ToastProvider>");
  return api;
}
