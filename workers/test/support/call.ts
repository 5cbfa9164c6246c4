// The one way the worker tests reach the worker: `call(operationId, input)`. The operation's method
// and path come from openapi/openapi.json and its input's types from the SDK's (generated from the
// same document), so a test names what it asks, not a URL; every answer still passes the contract
// watch (contract-watch.ts), which wraps the API's outermost middleware.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import type { HostResolver } from "@truerate/domain/egress/host-resolver";
import type { operations } from "@truerate/sdk";
import { Hono } from "hono";
import type { Env } from "../../src/core/env";
import type { Clock } from "../../src/core/service-context";
import { notFoundProblem } from "../../src/http/app";
import type { AppEnv } from "../../src/http/types";
import worker from "../../src/index";
import { buildApi } from "../../src/routes/api";
import { OPERATIONS } from "./operations";

/** The portal's origin in the tests (APP_ORIGIN in vitest.config.ts): its requests are same-site. */
export const ORIGIN = "http://api.test";
export const SESSION_COOKIE = "truerate_session";

export type OperationId = keyof operations;
type Operation<Id extends OperationId> = operations[Id];
type ParametersOf<Id extends OperationId> = Operation<Id> extends { parameters: infer P } ? P : never;
type PathOf<Id extends OperationId> = ParametersOf<Id> extends { path: infer P } ? P : never;
type QueryOf<Id extends OperationId> = ParametersOf<Id> extends { query?: infer Q } ? Q : never;
type ContentOf<Id extends OperationId> = Operation<Id> extends { requestBody?: { content: infer C } } ? C : never;

/** A form field: text, or a file's bytes with its name and type. */
export type FormValue = string | { bytes: Uint8Array; name: string; type: string };
export type FormFields = Record<string, FormValue>;

/**
 * A body as tests write it: the fields the SDK names, each optional (a test leaves out what it
 * checks is required), and enum members as plain text (`trailerType: "dry_van"` from a shared
 * fixture is a string). A field the operation does not have is still an error.
 */
export type Loose<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean | null
      ? boolean | null
      : T extends readonly (infer E)[]
        ? Loose<E>[]
        : T extends object
          ? { [K in keyof T]?: Loose<T[K]> | null }
          : T;

/** The body the operation reads: its JSON as the SDK types it (loosely), or the fields of its multipart form. */
export type BodyOf<Id extends OperationId> =
  ContentOf<Id> extends { "application/json": infer J }
    ? Loose<J>
    : ContentOf<Id> extends { "multipart/form-data": unknown }
      ? FormFields | FormData
      : Record<string, never>;

/** A query as typed by the SDK; values may also be given as the text they are sent as. */
type QueryInput<Id extends OperationId> = [QueryOf<Id>] extends [never]
  ? never
  : { [K in keyof NonNullable<QueryOf<Id>>]?: NonNullable<QueryOf<Id>>[K] | string } | URLSearchParams;

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

export type CallInput<Id extends OperationId> = CallOptions &
  ([PathOf<Id>] extends [never]
    ? { params?: never }
    : { params: { [K in keyof PathOf<Id>]: string | number | null | undefined } }) & {
    query?: QueryInput<Id>;
    body?: BodyOf<Id>;
  };

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

const byId = new Map(OPERATIONS.map((operation) => [operation.operationId, operation]));

/** Calls one operation (or, given `{ method, path }`, a request that is none) and reads the whole answer. */
export async function call<Id extends OperationId>(
  target: Id | Untyped,
  ...[input]: [PathOf<Id>] extends [never] ? [input?: CallInput<Id>] : [input: CallInput<Id>]
): Promise<CallResponse> {
  const given = (input ?? {}) as CallInput<OperationId> & {
    params?: Record<string, string | number | null | undefined>;
  };
  const caller = given.as;
  const options: CallOptions = caller?.defaults
    ? { ...caller.defaults, ...given, headers: mergeHeaders(caller.defaults.headers, given.headers) }
    : given;
  const operation = typeof target === "string" ? byId.get(target) : undefined;
  if (typeof target === "string" && !operation) throw new Error(`no operation ${target} in openapi/openapi.json`);
  const { method, path } = operation ? pathOf(operation, given.params) : (target as Untyped);
  const url = new URL(path, options.baseUrl ?? ORIGIN);
  if (given.query) {
    const entries =
      given.query instanceof URLSearchParams
        ? [...given.query]
        : Object.entries(given.query as Record<string, unknown>);
    for (const [name, value] of entries) if (value !== undefined) url.searchParams.append(name, String(value));
  }
  const request = await withLength(
    buildRequest(method, url, options, caller, operation?.bodyType === "multipart/form-data"),
  );
  const response = await send(request, options);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  const answer: CallResponse = {
    status: response.status,
    headers: response.headers,
    text,
    bytes,
    body,
    describe: `${method} ${url.pathname}${url.search} → ${response.status} ${text.slice(0, 2000)}`,
  };
  caller?.log?.push(answer);
  if (caller?.kind === "browser") keepCookie(caller, response.headers);
  return answer;
}

function pathOf(
  operation: (typeof OPERATIONS)[number],
  params: Record<string, string | number | null | undefined> = {},
) {
  let path = operation.path;
  for (const name of operation.pathParams) {
    if (!(name in params)) throw new Error(`${operation.operationId} needs the path parameter ${name}`);
    path = path.replace(`{${name}}`, encodeURIComponent(String(params[name])));
  }
  return { method: operation.method.toUpperCase(), path };
}

function mergeHeaders(...all: (HeadersInit | undefined)[]): Headers {
  const headers = new Headers();
  for (const one of all) for (const [name, value] of new Headers(one)) headers.set(name, value);
  return headers;
}

function buildRequest(
  method: string,
  url: URL,
  options: CallOptions,
  caller: Caller | null | undefined,
  multipart: boolean,
): Request {
  const headers = mergeHeaders(options.headers);
  const bearer = options.partner ?? (caller?.kind === "partner" ? caller.token : null);
  const token =
    options.session !== undefined ? options.session : caller?.kind === "partner" ? null : (caller?.token ?? null);
  // A partner is an API client, not the portal: it sends no Origin unless told to.
  const origin =
    options.origin !== undefined ? options.origin : method === "GET" || bearer ? null : new URL(url).origin;
  if (origin && !headers.has("origin")) headers.set("origin", origin);
  if (token && !bearer) headers.set("cookie", `${SESSION_COOKIE}=${token}`);
  if (bearer && !headers.has("authorization")) headers.set("authorization", `Bearer ${bearer}`);
  const given = options.raw ?? bodyAsRaw((options as { body?: unknown }).body, multipart);
  let body: BodyInit | undefined;
  if (given && "json" in given) {
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
    body = JSON.stringify(given.json);
  } else if (given && "text" in given) {
    headers.set("content-type", given.type);
    body = given.text;
  } else if (given && "bytes" in given) {
    headers.set("content-type", given.type);
    body = given.bytes as Uint8Array<ArrayBuffer>;
  } else if (given && "form" in given) {
    body = given.form instanceof FormData ? given.form : formOf(given.form);
  }
  return new Request(url, { method, headers, body });
}

/** The request as it arrives over the network: a body comes with its Content-Length (workerd adds it). */
async function withLength(request: Request): Promise<Request> {
  if (request.body === null) return request;
  const bytes = await request.arrayBuffer();
  const headers = new Headers(request.headers);
  headers.set("content-length", String(bytes.byteLength));
  return new Request(request.url, { method: request.method, headers, body: bytes });
}

/** A typed body as it is sent: an upload's fields as multipart, anything else as JSON. */
function bodyAsRaw(body: unknown, multipart: boolean): RawBody | undefined {
  if (body === undefined) return undefined;
  if (multipart) return { form: body as FormFields | FormData };
  return { json: body };
}

function formOf(fields: FormFields): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === "string") form.append(key, value);
    else form.append(key, new File([value.bytes as Uint8Array<ArrayBuffer>], value.name, { type: value.type }));
  }
  return form;
}

function keepCookie(holder: Caller, headers: Headers) {
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

// The transport under `call`: the worker's own entry (src/index.ts, as deployed) in this isolate,
// or, with a clock or resolver, the API wrapped to set them, or a test's own app. Its waitUntil work
// is awaited before the answer returns, so tests never race it, unless sent in the background.

const api = buildApi();
const pending: ExecutionContext[] = [];

/** The whole API in this isolate, with a test clock and resolver as the variables services read. */
function apiWith(clock: Clock | undefined, resolver: HostResolver | undefined): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    if (clock) c.set("clock", clock);
    if (resolver) c.set("hostResolver", resolver);
    await next();
  });
  app.route("/", api);
  // A mounted app's routes come along, its not-found answer does not.
  app.notFound(notFoundProblem);
  return app;
}

async function send(request: Request, options: CallOptions): Promise<Response> {
  const { clock, resolver, app, background, bindings } = options;
  if (options.acrossWorkerd) return exports.default.fetch(request);
  const ctx = createExecutionContext();
  const environment = { ...env, ...bindings } as Env;
  const response =
    app || clock || resolver
      ? await (app ?? apiWith(clock, resolver)).fetch(request, environment, ctx)
      : await worker.fetch(request as Parameters<typeof worker.fetch>[0], environment, ctx);
  if (background) pending.push(ctx);
  else await waitOnExecutionContext(ctx);
  return response;
}

/**
 * Waits for the `waitUntil` work of every request sent in the background so far (deadlines armed,
 * jobs queued), so a suite ends with its background work done rather than cut off with its isolate.
 */
export async function settleBackgroundWork(): Promise<void> {
  await Promise.all(pending.splice(0).map((ctx) => waitOnExecutionContext(ctx)));
}

/**
 * The same transport as a `fetch`, for the code under test that takes one and builds its own
 * requests: the SDK (`createTrueRateClient({ fetch })`) and the provisioning script.
 */
export const workerFetch =
  (options: Pick<CallOptions, "bindings" | "clock"> = {}) =>
  (request: Request): Promise<Response> =>
    send(request, options);
