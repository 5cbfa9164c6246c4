import { data } from "@remix-run/cloudflare";
import type { AuthReply } from "../../components/auth/auth-reply";

/** The sign-in screen's action answer: the reply as data, with a status and headers (cookies). */
export function reply(payload: AuthReply, init: { status?: number; headers?: Headers } = {}) {
  return data(payload, init);
}

/** An answer's status for the page: a failure stays a failure, anything odd becomes 400. */
export function failureStatus(status: number): number {
  return status >= 400 && status < 600 ? status : 400;
}
