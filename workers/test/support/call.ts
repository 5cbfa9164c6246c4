// The one way the worker tests reach the worker: `call(operationId, input)`. The operation's method
// and path come from openapi/openapi.json and its input's types from the SDK's (generated from the
// same document), so a test names what it asks, not a URL; every answer still passes the contract
// watch (contract-watch.ts), which wraps the API's outermost middleware.
import { keepCookie } from "./browser";
import type { CallOptions, CallResponse, Untyped } from "./call-options";
import type { CallInput, OperationId, PathOf } from "./call-types";
import { OPERATIONS } from "./operations";
import { buildRequest, mergeHeaders, withLength } from "./request";
import { send } from "./transport";

export {
  type Browser,
  type BrowserOptions,
  browser,
  defaultsOf,
  sessionCookieOf,
  uniqueIp,
} from "./browser";
export type { Caller, CallResponse, RawBody, Untyped } from "./call-options";
export type { BodyOf, CallInput, FormFields, FormValue, OperationId } from "./call-types";
export { settleBackgroundWork, workerFetch } from "./transport";

/** The portal's origin in the tests (APP_ORIGIN in vitest.config.ts): its requests are same-site. */
export const ORIGIN = "http://api.test";

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
