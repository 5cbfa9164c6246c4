import { createCookie, redirect } from "@remix-run/cloudflare";
import { parseToastInput, TOAST_COOKIE, TOAST_LIMIT, type ToastInput } from "./toast-queue";

/**
 * A one-shot "flash" toast: an action or loader sets it on its redirect, the root loader reads it
 * on the next page and clears it. It carries display text only, so it is neither signed nor
 * httpOnly: a forged cookie can only show its author a message, and the browser may see that one
 * is waiting (root's shouldRevalidate).
 */
const flashToast = createCookie(TOAST_COOKIE, { path: "/", sameSite: "lax", maxAge: 60 });

/** One toast, or a few that arrive together (sign-in: 'Welcome back!' and where it led). */
export type FlashToasts = ToastInput | readonly ToastInput[];

/** The Set-Cookie value that shows `toasts` on the next page the browser loads. */
export function flashCookie(toasts: FlashToasts): Promise<string> {
  const list = Array.isArray(toasts) ? toasts : [toasts];
  // A single toast is stored as itself, as before, so an older cookie still reads.
  return flashToast.serialize(list.length === 1 ? list[0] : list.slice(0, TOAST_LIMIT));
}

/** Set-Cookie headers that show `toasts` on the next page the browser loads. */
export async function toastHeaders(toasts: FlashToasts): Promise<Headers> {
  return new Headers({ "set-cookie": await flashCookie(toasts) });
}

/** A redirect that shows a toast on arrival: `throw redirectWithToast("/", { title: "Saved" })`. */
export async function redirectWithToast(url: string, toasts: FlashToasts, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("set-cookie", await flashCookie(toasts));
  return redirect(url, { ...init, headers });
}

/** The pending flash toasts, with the header that clears them; `headers` is empty when there are none. */
export async function readFlashToasts(request: Request): Promise<{ toasts: ToastInput[]; headers: Headers }> {
  const headers = new Headers();
  let value: unknown = null;
  try {
    value = await flashToast.parse(request.headers.get("cookie"));
  } catch {
    value = null; // a mangled cookie is dropped, not an error page
  }
  const candidates: unknown[] = Array.isArray(value) ? value.slice(0, TOAST_LIMIT) : [value];
  const toasts = candidates.map(parseToastInput).filter((toast): toast is ToastInput => toast !== null);
  if (value !== null && value !== undefined) {
    headers.append("set-cookie", await flashToast.serialize("", { maxAge: 0 }));
  }
  return { toasts, headers };
}
