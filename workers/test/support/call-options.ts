// What goes with a call besides its input: who asks, how the request is sent, and what comes back.
import type { HostResolver } from "@truerate/domain/egress/host-resolver";
import type { Hono } from "hono";
import type { Env } from "../../src/core/env";
import type { Clock } from "../../src/core/service-context";
import type { AppEnv } from "../../src/http/types";
import type { FormFields } from "./call-types";

/** A body the operation's type does not allow: malformed input, the fuzzer's, another media type. */
export type RawBody =
  | { json: unknown }
  | { text: string; type: string }
  | { form: FormFields | FormData }
  | { bytes: Uint8Array; type: string };

/**
 * Who asks: a holder of a session cookie (a TestUser, a Browser), or with `kind: "partner"`, of a
 * partner's bearer token (a PartnerClient).
 */
export interface Caller {
  token: string | null;
  kind?: "browser" | "partner";
  /** Options that go with each of the caller's calls (a clock, an address, bindings). */
  defaults?: Omit<CallOptions, "as" | "session" | "partner" | "raw">;
  /** Every answer the caller was given (a browser's, for the leak checks). */
  log?: CallResponse[];
}

export interface CallOptions {
  /** Who asks (a user, a browser, a partner client); a browser also keeps the cookies it is given. */
  as?: Caller | null;
  /** A session token sent as the cookie (instead of `as`). */
  session?: string | null;
  /** A partner token sent as `Authorization: Bearer` (instead of `as`). */
  partner?: string | null;
  headers?: HeadersInit;
  /** The Origin header; by default the portal's on a write, none on a read (`null`: none). */
  origin?: string | null;
  /** Where the request goes; `https://api.test` to see the Secure cookie attribute. */
  baseUrl?: string;
  /** Instead of `body`: a body outside the operation's type (malformed-input and fuzz tests). */
  raw?: RawBody;
  /** Moves the API's notion of "now" (sessions, codes, tokens, throttles). */
  clock?: Clock;
  /** Who resolves host names for the egress policy (webhook URLs). */
  resolver?: HostResolver;
  /** Bindings overridden for this request (a failing bucket, other settings). */
  bindings?: Partial<Env>;
  /** An app of the test's own (a route behind the middleware under test) instead of the API. */
  app?: Hono<AppEnv>;
  /** Leaves the request's waitUntil work running (settleBackgroundWork awaits it): the fuzzer's pace. */
  background?: boolean;
  /** Across workerd to the deployed entry (exports.default.fetch), as a client over the network would: its waitUntil work runs on after the answer. */
  acrossWorkerd?: boolean;
}

/** A request that is no operation of the document: the document itself, the reference page, an unknown path. */
export interface Untyped {
  method: string;
  path: string;
}

export interface CallResponse {
  status: number;
  headers: Headers;
  /** The body as text ("" when there is none). */
  text: string;
  bytes: Uint8Array;
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are inspected field by field
  body: any;
  /** For assertion messages: request, status and body, so a failure explains itself. */
  describe: string;
}
