// The signed-in browser: a caller that keeps the session cookie it is given, its client address and
// the options that go with each of its calls.
import type { Caller, CallResponse } from "./call-options";

export const SESSION_COOKIE = "truerate_session";

/** A run of calls as one browser makes them: the cookie it was last given, and what it was answered. */
export interface Browser extends Caller {
  kind: "browser";
  log: CallResponse[];
  defaults: NonNullable<Caller["defaults"]>;
}

export type BrowserOptions = NonNullable<Caller["defaults"]> & {
  /** Sent as CF-Connecting-IP. */
  ip?: string;
};

/** A browser with no cookie yet; its options go with each of its calls. */
export function browser(options: BrowserOptions = {}): Browser {
  return { kind: "browser", token: null, log: [], defaults: defaultsOf(options) };
}

/** Call options with the client address as its header. */
export function defaultsOf({ ip, ...rest }: BrowserOptions): NonNullable<Caller["defaults"]> {
  const headers = new Headers(rest.headers);
  if (ip) headers.set("cf-connecting-ip", ip);
  return { ...rest, headers };
}

let ips = 0;
/** A client address no other client of this test file uses (documentation ranges, RFC 5737). */
export const uniqueIp = () => `198.51.${100 + Math.floor(ips / 250)}.${(ips++ % 250) + 1}`;

/** Keeps the session cookie an answer sets (or clears) for the browser that asked. */
export function keepCookie(holder: Caller, headers: Headers) {
  for (const cookie of headers.getSetCookie()) {
    if (!cookie.startsWith(`${SESSION_COOKIE}=`)) continue;
    const value = cookie.slice(SESSION_COOKIE.length + 1).split(";")[0] ?? "";
    holder.token = value && !/max-age=0/i.test(cookie) ? value : null;
  }
}

/** The session cookie of an answer, parsed into its attributes. */
export function sessionCookieOf(response: CallResponse): { value: string; attributes: string[] } | null {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) return null;
  const [pair = "", ...attributes] = cookie.split(";").map((part) => part.trim());
  return { value: pair.slice(SESSION_COOKIE.length + 1), attributes };
}
