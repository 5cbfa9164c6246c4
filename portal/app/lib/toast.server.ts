import { createCookie, redirect } from "@remix-run/cloudflare";
import { parseToastInput, TOAST_COOKIE, type ToastInput } from "./toast-queue";

/**
 * A one-shot "flash" toast: an action or loader sets it on its redirect, the root loader reads it
 * on the next page and clears it. It carries display text only, so it is neither signed nor
 * httpOnly: a forged cookie can only show its author a message, and the browser may see that one
 * is waiting (root's shouldRevalidate).
 */
const flashToast = createCookie(TOAST_COOKIE, { path: "/", sameSite: "lax", maxAge: 60 });

/** Set-Cookie headers that show `toast` on the next page the browser loads. */
export async function toastHeaders(toast: ToastInput): Promise<Headers> {
  return new Headers({ "set-cookie": await flashToast.serialize(toast) });
}

/** A redirect that shows a toast on arrival: `throw redirectWithToast("/", { title: "Saved" })`. */
export async function redirectWithToast(url: string, toast: ToastInput, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  headers.append("set-cookie", await flashToast.serialize(toast));
  return redirect(url, { ...init, headers });
}

/** The pending flash toast, with the header that clears it; `headers` is empty when there is none. */
export async function readFlashToast(request: Request): Promise<{ toast: ToastInput | null; headers: Headers }> {
  const headers = new Headers();
  let value: unknown = null;
  try {
    value = await flashToast.parse(request.headers.get("cookie"));
  } catch {
    value = null; // a mangled cookie is dropped, not an error page
  }
  const toast = parseToastInput(value);
  if (value !== null && value !== undefined) {
    headers.append("set-cookie", await flashToast.serialize("", { maxAge: 0 }));
  }
  return { toast, headers };
}
