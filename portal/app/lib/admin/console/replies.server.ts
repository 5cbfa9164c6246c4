import { data } from "@remix-run/cloudflare";
import type { ConsoleReply, Loaded } from "./types";

interface ApiAnswer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

function problemMessage(error: unknown): string | undefined {
  if (typeof error !== "object" || error === null || !("message" in error)) return undefined;
  return typeof error.message === "string" ? error.message : undefined;
}

/** A tab's read: its data, or the spec's failure text (never a thrown error in the tab). */
export function loaded<T>(answer: ApiAnswer<T>, failure: string): Loaded<T> {
  if (answer.data !== undefined && answer.response.ok) return { ok: true, data: answer.data };
  return { ok: false, message: failure };
}

/** An action's reply: the success toast, or the spec's failure title with the API's reason. */
export function replied<T>(answer: ApiAnswer<T>, success: ConsoleReply["toast"], failure: string) {
  if (answer.response.ok) return data<ConsoleReply>({ ok: true, toast: success });
  const found = problemMessage(answer.error);
  const reason = found === failure ? undefined : found;
  return data<ConsoleReply>(
    { ok: false, toast: { title: failure, variant: "destructive", ...(reason ? { description: reason } : {}) } },
    { status: answer.response.status >= 400 ? answer.response.status : 502 },
  );
}

/** A call that threw (the API unreachable): the failure toast alone. */
export function unreachable(failure: string) {
  return data<ConsoleReply>({ ok: false, toast: { title: failure, variant: "destructive" } }, { status: 503 });
}
