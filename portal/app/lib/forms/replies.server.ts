import { data } from "@remix-run/cloudflare";
import type { FetchResult } from "@truerate/sdk";
import { failureToast, type ToastReply } from "./action-reply";

function problemMessage(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("message" in error)) return undefined;
  return typeof error.message === "string" ? error.message : undefined;
}

/** An action's reply: the success toast, or docs/product.md's failure title with the API's reason. */
export function replied<T>(answer: FetchResult<T>, success: ToastReply["toast"], failure: string) {
  if (answer.response.ok) return data<ToastReply>({ ok: true, toast: success });
  const found = problemMessage(answer.error);
  const reason = found === failure ? undefined : found;
  return data<ToastReply>(
    { ok: false, toast: failureToast(failure, reason) },
    { status: answer.response.status >= 400 ? answer.response.status : 502 },
  );
}

/** A call that threw (the API unreachable): the failure toast alone. */
export function unreachable(failure: string) {
  return data<ToastReply>({ ok: false, toast: failureToast(failure) }, { status: 503 });
}
