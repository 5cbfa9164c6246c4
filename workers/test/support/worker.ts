// The one way the worker tests reach the worker: `send`. Every helper (TestClient, api, postForm,
// the operation calls of the suites, the SDK's fetch in tests) builds its Request and sends it here.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import type { HostResolver } from "@truerate/domain/egress/host-resolver";
import { Hono } from "hono";
import type { Env } from "../../src/core/env";
import type { Clock } from "../../src/core/service-context";
import { notFoundProblem } from "../../src/http/app";
import type { AppEnv } from "../../src/http/types";
import { buildApi } from "../../src/routes/api";

/** The portal's origin in the tests (APP_ORIGIN in vitest.config.ts): its requests are same-site. */
export const ORIGIN = "http://api.test";
export const SESSION_COOKIE = "truerate_session";

export interface Route {
  /** Through the API in this isolate even with nothing else to change (waitUntil work awaited). */
  inProcess?: boolean;
  /** Moves the API's notion of "now" (sessions, codes, tokens, throttles). */
  clock?: Clock;
  /** Who resolves host names for the egress policy (webhook URLs). */
  resolver?: HostResolver;
  /** Bindings overridden for this request (a failing bucket, other settings). */
  env?: Partial<Env>;
  /** An app of the test's own (a route behind the middleware under test) instead of the API. */
  app?: Hono<AppEnv>;
  /** Leaves the request's waitUntil work running (settleBackgroundWork awaits it): the fuzzer's pace. */
  background?: boolean;
}

const api = buildApi();
const pending: ExecutionContext[] = [];

/** The whole API in this isolate, with a test clock and resolver as the variables services read. */
function apiWith(clock?: Clock, resolver?: HostResolver): Hono<AppEnv> {
  if (!clock && !resolver) return api;
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

/**
 * Sends one request. Without a route it goes through the worker's own entry (index.ts, as
 * deployed); in process, or with a clock, a resolver, bindings or an app, through the API (or that app) in this
 * isolate, and its waitUntil work is awaited before the answer returns, so tests never race it.
 */
export async function send(request: Request, route: Route = {}): Promise<Response> {
  const { clock, resolver, app, background } = route;
  if (!route.inProcess && !clock && !resolver && !app && !route.env && !background) {
    return exports.default.fetch(request);
  }
  const ctx = createExecutionContext();
  const response = await (app ?? apiWith(clock, resolver)).fetch(request, { ...env, ...route.env }, ctx);
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

export type Body = { json: unknown } | { raw: string; type: string } | { form: FormData | Record<string, string> };

/**
 * A request as the portal's browser makes it: to the API's origin, same-origin on writes (an
 * explicit `origin`, or null for none, says otherwise), with the session cookie when one is given.
 */
export function portalRequest(
  method: string,
  path: string,
  options: { body?: Body; sessionToken?: string | null; headers?: HeadersInit; origin?: string | null } = {},
): Request {
  const headers = new Headers(options.headers);
  const origin = options.origin === undefined ? (method.toUpperCase() === "GET" ? null : ORIGIN) : options.origin;
  if (origin && !headers.has("origin")) headers.set("origin", origin);
  if (options.sessionToken) headers.set("cookie", `${SESSION_COOKIE}=${options.sessionToken}`);
  let body: BodyInit | undefined;
  const given = options.body;
  if (given && "json" in given) {
    headers.set("content-type", "application/json");
    body = JSON.stringify(given.json);
  } else if (given && "raw" in given) {
    headers.set("content-type", given.type);
    body = given.raw;
  } else if (given && "form" in given) {
    if (given.form instanceof FormData) body = given.form;
    else {
      const form = new FormData();
      for (const [name, value] of Object.entries(given.form)) form.append(name, value);
      body = form;
    }
  }
  return new Request(path.startsWith("http") ? path : `${ORIGIN}${path}`, {
    method: method.toUpperCase(),
    headers,
    body,
  });
}
