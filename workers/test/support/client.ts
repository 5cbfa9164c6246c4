import type { HostResolver } from "@truerate/domain/egress/host-resolver";
import type { Env } from "../../src/core/env";
import type { Clock } from "../../src/core/service-context";
import { ORIGIN, SESSION_COOKIE, send } from "./worker";

let ips = 0;
/** A client address no other client of this test file uses (documentation ranges, RFC 5737). */
export const uniqueIp = () => `198.51.${100 + Math.floor(ips / 250)}.${(ips++ % 250) + 1}`;

export interface ClientOptions {
  /** Moves the API's notion of "now" (sessions, codes, tokens, throttles). */
  clock?: Clock;
  /** Binding overrides, e.g. `{ ENVIRONMENT: "production" }` or `{ ADMIN_SIGNUP_CODE: undefined }`. */
  env?: Partial<Env>;
  /** Sent as CF-Connecting-IP. */
  ip?: string;
  /** Where requests go; `https://…` to see the Secure cookie attribute. */
  baseUrl?: string;
  /** Resolves the hosts of egress checks (webhook endpoints) instead of the environment's resolver. */
  resolver?: HostResolver;
}

export interface RequestOptions {
  json?: unknown;
  /** Origin header; defaults to the API's own origin on non-GET requests, `null` sends none. */
  origin?: string | null;
  /** Overrides the client's cookie for this request (`null` sends none). */
  cookie?: string | null;
  headers?: Record<string, string>;
  /** A raw body (with its content-type in `headers`), instead of `json`. */
  body?: string;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are inspected field by field
  body: any;
  /** For assertion messages: status and body, so a failure explains itself. */
  describe: string;
}

/**
 * Calls the API in-process with a cookie jar. The app is wrapped so a test clock can be injected,
 * and each request waits for its waitUntil work, so the tests never race the API.
 */
export class TestClient {
  /** The session token currently held, as the browser would. */
  sessionToken: string | null = null;
  /** Every response this client received, for the leak checks. */
  readonly log: TestResponse[] = [];
  constructor(private readonly options: ClientOptions = {}) {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse> {
    const headers = new Headers(options.headers);
    if (options.json !== undefined) headers.set("content-type", "application/json");
    const base = this.options.baseUrl ?? ORIGIN;
    const origin = options.origin === undefined ? (method === "GET" ? null : base) : options.origin;
    if (origin) headers.set("origin", origin);
    const cookie = options.cookie === undefined ? this.sessionToken : options.cookie;
    if (cookie) headers.set("cookie", `${SESSION_COOKIE}=${cookie}`);
    if (this.options.ip) headers.set("cf-connecting-ip", this.options.ip);

    const request = new Request(`${base}${path}`, {
      method,
      headers,
      body: options.json === undefined ? options.body : JSON.stringify(options.json),
    });
    const { clock, resolver, env } = this.options;
    const response = await send(request, {
      inProcess: true,
      ...(clock ? { clock } : {}),
      ...(resolver ? { resolver } : {}),
      ...(env ? { env } : {}),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    const result: TestResponse = {
      status: response.status,
      headers: response.headers,
      text,
      body,
      describe: `${method} ${path} → ${response.status} ${text}`,
    };
    this.log.push(result);
    this.keepCookie(response.headers);
    return result;
  }

  get = (path: string, options?: RequestOptions) => this.request("GET", path, options);
  post = (path: string, json?: unknown, options?: RequestOptions) => this.request("POST", path, { json, ...options });
  put = (path: string, json?: unknown, options?: RequestOptions) => this.request("PUT", path, { json, ...options });
  delete = (path: string, options?: RequestOptions) => this.request("DELETE", path, options);

  private keepCookie(headers: Headers) {
    for (const cookie of headers.getSetCookie()) {
      if (!cookie.startsWith(`${SESSION_COOKIE}=`)) continue;
      const value = cookie.slice(SESSION_COOKIE.length + 1).split(";")[0] ?? "";
      this.sessionToken = value && !/max-age=0/i.test(cookie) ? value : null;
    }
  }
}

/** The session cookie of a response, parsed into its attributes. */
export function sessionCookieOf(response: TestResponse): { value: string; attributes: string[] } | null {
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) return null;
  const [pair = "", ...attributes] = cookie.split(";").map((part) => part.trim());
  return { value: pair.slice(SESSION_COOKIE.length + 1), attributes };
}
