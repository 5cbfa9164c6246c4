// Serves the bundled API on workerd through Miniflare, on the benchmark's own state directory.
// Miniflare directly rather than `wrangler dev`: wrangler dev puts a second workerd (its reload
// proxy) in front of the worker, which production does not have and which cost ~5 ms a request.
import { spawnSync } from "node:child_process";
import { createWriteStream, existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { convertV4MiniflareOptions, Miniflare, type V4WorkerOptionsShape } from "miniflare";
import { unstable_getMiniflareWorkerOptions } from "wrangler";
import { type Env, readConfig } from "../../workers/src/core/env";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningWorker {
  baseUrl: string;
  /**
   * The portal's origin as this worker reads it (APP_ORIGIN): what a browser on the portal sends as
   * Origin, and the only one the worker's CSRF check lets write with a session cookie.
   */
  portalOrigin: string;
  /** The worker's D1 database, for seeding a fresh state before the first request. */
  database(): Promise<D1Database>;
  stop(): Promise<void>;
}

let bundled: string | undefined;

/**
 * Bundles the worker once per run, exactly what `wrangler deploy` would upload, so the run measures
 * one snapshot (and a run that starts several workers bundles only once).
 */
function bundleWorker(outdir: string): string {
  // A caller may have removed the first run's directory since (sdk/package.test.ts cleans up).
  if (bundled && existsSync(bundled)) return bundled;
  // wrangler refuses a config whose assets directory is missing (a fresh clone has none).
  if (!existsSync("workers/assets/api/docs")) spawnSync("npm", ["run", "assets"], { stdio: "inherit" });
  const result = spawnSync("wrangler", ["deploy", "--dry-run", "--outdir", outdir], {
    encoding: "utf8",
    env: { ...process.env, CI: "1" },
  });
  if (result.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${result.stdout}\n${result.stderr}`);
  bundled = path.resolve(outdir, "index.js");
  return bundled;
}

/**
 * Starts the worker with the bindings wrangler.toml declares (read by wrangler itself), persisted
 * where `wrangler dev --persist-to <persistTo>` keeps them, so the seeded D1 file is the one used.
 * Static assets are left out: the search never reaches them. The worker's log lines go to `logFile`.
 */
export async function startWorker(options: {
  persistTo: string;
  logFile: string;
  /** Extra bindings (secrets a run needs), on top of wrangler.toml's. */
  bindings?: Record<string, string>;
  /**
   * Where Durable Objects keep their storage: "disk" (one SQLite file per object under persistTo,
   * as `wrangler dev` does) or "memory" (the same objects and alarms, without the files).
   */
  durableObjectStorage?: "disk" | "memory";
  /**
   * false: this worker queues its background jobs (deadlines to arm, 371.3 requests) but does not
   * consume them, as in production, where their consumers run in other isolates.
   */
  queueConsumers?: boolean;
  /** 0 (default): any free port. */
  port?: number;
}): Promise<RunningWorker> {
  const scriptPath = bundleWorker(`${options.persistTo}/build`);
  // wrangler types these with its own copy of miniflare; the shape is the same.
  const declared = unstable_getMiniflareWorkerOptions("wrangler.toml").workerOptions as V4WorkerOptionsShape;
  const log = createWriteStream(options.logFile);
  const port = options.port || (await freePort());
  const bindings = { ...declared.bindings, ...options.bindings };
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      workers: [
        {
          name: "truerate-api",
          modules: true,
          scriptPath,
          compatibilityDate: declared.compatibilityDate,
          compatibilityFlags: declared.compatibilityFlags,
          bindings,
          d1Databases: declared.d1Databases,
          r2Buckets: declared.r2Buckets,
          durableObjects: declared.durableObjects,
          queueProducers: declared.queueProducers,
          queueConsumers: options.queueConsumers === false ? undefined : declared.queueConsumers,
          unsafeEphemeralDurableObjects: options.durableObjectStorage === "memory",
        },
      ],
      host: "127.0.0.1",
      port,
      resourcePersistencePath: path.resolve(options.persistTo, "v3"),
      handleStructuredLogs: (entry) => log.write(`${entry.message}\n`),
    }),
  );
  await mf.ready;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    // readConfig reads only the plain variables, so the JSON bindings stand in for the whole Env.
    portalOrigin: new URL(readConfig(bindings as unknown as Env).APP_ORIGIN).origin,
    // Miniflare's proxy of the binding implements D1Database; its own types are a separate copy.
    database: async () => (await mf.getD1Database("DB")) as unknown as D1Database,
    stop: async () => {
      await mf.dispose();
      await new Promise<void>((resolve) => log.end(resolve));
    },
  };
}

/** One of the app's request log lines (http/middleware.ts). */
export interface RequestLogEntry {
  requestId: string;
  route?: string;
  /** Arrival to response inside workerd. */
  durationMs: number;
  /** D1's own time for the SQL, on routes that report it. */
  sqlMs?: number;
}

/**
 * The app's request log lines from the worker's output. Times are whole milliseconds: workerd's
 * clock advances only at I/O.
 */
export function readRequestLog(logText: string): RequestLogEntry[] {
  const entries: RequestLogEntry[] = [];
  for (const line of logText.split("\n")) {
    const start = line.indexOf('{"level"');
    if (start < 0) continue;
    try {
      const entry = JSON.parse(line.slice(start)) as Record<string, unknown>;
      if (entry.event !== "request" || typeof entry.durationMs !== "number") continue;
      entries.push({
        requestId: String(entry.requestId),
        route: typeof entry.route === "string" ? entry.route : undefined,
        durationMs: entry.durationMs,
        sqlMs: typeof entry.sqlMs === "number" ? entry.sqlMs : undefined,
      });
    } catch {
      // Not one of the app's JSON lines.
    }
  }
  return entries;
}

/** One field of the entries whose request id starts with `prefix` (entries without it are skipped). */
export function logField(entries: RequestLogEntry[], prefix: string, field: "durationMs" | "sqlMs"): number[] {
  return entries.flatMap((entry) => {
    const value = entry[field];
    return entry.requestId.startsWith(prefix) && value !== undefined ? [value] : [];
  });
}

/**
 * The loads the worker's background jobs report done: the sum of `loads` over its `event` lines
 * (`deadlines_armed` from the DEADLINES consumer, `load_requests_delivered` from NOTIFICATIONS).
 */
export function loadsLogged(logText: string, event: string): number {
  const marker = `"event":"${event}"`;
  return logText
    .split("\n")
    .filter((line) => line.includes(marker))
    .reduce((sum, line) => sum + Number(/"loads":(\d+)/.exec(line)?.[1] ?? 0), 0);
}
