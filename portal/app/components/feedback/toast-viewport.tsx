import { useEffect, useState } from "react";
import type { Toast } from "../../lib/toast-queue";
import { Cross2Icon } from "./icons";

interface ToastViewportProps {
  toasts: Toast[];
  onDismiss(id: string): void;
}

/**
 * The live region is always in the page (empty when idle), so screen readers already watch it
 * when a toast arrives. Destructive toasts are alerts (read at once); the rest are polite.
 */
export function ToastViewport({ toasts, onDismiss }: ToastViewportProps) {
  return (
    <section aria-label="Notifications" className="tr-toast-viewport">
      <ol aria-live="polite" aria-relevant="additions text" className="tr-toast-list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
        ))}
      </ol>
    </section>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss(id: string): void }) {
  // The timer pauses while the pointer or keyboard focus is on the toast, so it can be read.
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (paused) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [paused, toast.id, toast.durationMs, onDismiss]);

  return (
    <li
      className="tr-toast"
      data-variant={toast.variant}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="tr-toast-text" role={toast.variant === "destructive" ? "alert" : undefined}>
        <p className="tr-toast-title">{toast.title}</p>
        {toast.description ? <p className="tr-toast-description">{toast.description}</p> : null}
      </div>
      <button
        type="button"
        className="tr-toast-close"
        aria-label="Dismiss notification"
        onClick={() => onDismiss(toast.id)}
      >
        <Cross2Icon />
      </button>
    </li>
  );
}
