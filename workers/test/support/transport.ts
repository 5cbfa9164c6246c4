// The transport under `call`: the worker's own entry (src/index.ts, as deployed) in this isolate,
// or, with a clock or resolver, the API wrapped to set them, or a test's own app. Its waitUntil work
// is awaited before the answer returns, so tests never race it, unless sent in the background.
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import type { HostResolver } from "@truerate/domain/egress/host-resolver";
import { Hono } from "hono";
import type { Env } from "../../src/core/env";
import type { Clock } from "../../src/core/service-context";
import { notFoundProblem } from "../../src/http/app";
import type { AppEnv } from "../../src/http/types";
import worker from "../../src/index";
import { buildApi } from "../../src/routes/api";
import type { CallOptions } from "./call-options";

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

export async function send(request: Request, options: CallOptions): Promise<Response> {
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
