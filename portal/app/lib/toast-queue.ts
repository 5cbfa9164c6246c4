/** Toast rules of docs/product.md#accounts-business-constants-and-limits: at most 3 visible, 4 s by default. */
export const TOAST_LIMIT = 3;
export const TOAST_DURATION_MS = 4_000;
/** The flash cookie (set by toast.server.ts); the browser only checks whether it is there. */
export const TOAST_COOKIE = "tr_toast";
export const TOAST_VARIANTS = ["default", "destructive", "info"] as const;
export type ToastVariant = (typeof TOAST_VARIANTS)[number];

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  durationMs?: number;
}

export interface Toast {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  durationMs: number;
}

/** Fills the defaults of a toast the app asked for. */
export function createToast(input: ToastInput, id: string): Toast {
  return {
    id,
    title: input.title,
    ...(input.description ? { description: input.description } : {}),
    variant: input.variant ?? "default",
    durationMs: input.durationMs ?? TOAST_DURATION_MS,
  };
}

/** Newest first; when more than the limit are queued the oldest leave, as in the earlier product. */
export function enqueueToast(queue: readonly Toast[], toast: Toast, limit = TOAST_LIMIT): Toast[] {
  return [toast, ...queue.filter((item) => item.id !== toast.id)].slice(0, limit);
}

export function dismissToast(queue: readonly Toast[], id: string): Toast[] {
  return queue.filter((item) => item.id !== id);
}

/** Reads a toast from untrusted input (a flash cookie): only known fields, only strings. */
export function parseToastInput(value: unknown): ToastInput | null {
  if (typeof value !== "object" || value === null) return null;
  const { title, description, variant } = value as Record<string, unknown>;
  if (typeof title !== "string" || title === "") return null;
  return {
    title: title.slice(0, 200),
    ...(typeof description === "string" ? { description: description.slice(0, 500) } : {}),
    variant: (TOAST_VARIANTS as readonly unknown[]).includes(variant) ? (variant as ToastVariant) : "default",
  };
}
