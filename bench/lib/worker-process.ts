// Runs the API with `wrangler dev` (workerd + miniflare) on the benchmark's own state directory,
// in its own process group so that stopping it stops wrangler, esbuild and workerd together.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createWriteStream, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createServer } from "node:net";

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
  stop(): Promise<void>;
}

/**
 * Bundles the worker once (what `wrangler deploy` would upload) so the run measures one snapshot:
 * `wrangler dev` on sources would rebuild and restart mid-run whenever someone edits a file.
 */
function bundleWorker(outdir: string): string {
  const result = spawnSync("wrangler", ["deploy", "--dry-run", "--outdir", outdir], {
    encoding: "utf8",
    env: { ...process.env, CI: "1" },
  });
  if (result.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${result.stdout}\n${result.stderr}`);
  return `${outdir}/index.js`;
}

/**
 * wrangler.toml for the bundled script, without the static assets: wrangler dev reloads the worker
 * when the assets directory changes (any `npm run assets` elsewhere), which would restart it mid-run.
 */
function benchConfig(persistTo: string, script: string): string {
  const config = readFileSync("wrangler.toml", "utf8")
    .replace(/^main = .*$/m, `main = ${JSON.stringify(path.resolve(script))}`)
    .replace(/^migrations_dir = .*$/m, `migrations_dir = ${JSON.stringify(path.resolve("migrations"))}`)
    .replace(/^\[assets\]\n(?:[^[\n].*\n)*/m, "");
  const file = path.join(persistTo, "wrangler.bench.toml");
  writeFileSync(file, config);
  return file;
}

export async function startWorker(options: { persistTo: string; logFile: string }): Promise<RunningWorker> {
  const script = bundleWorker(`${options.persistTo}/build`);
  const config = benchConfig(options.persistTo, script);
  const port = await freePort();
  const log = createWriteStream(options.logFile);
  const child: ChildProcess = spawn(
    "wrangler",
    [
      "dev",
      "--config",
      config,
      "--no-bundle",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      path.resolve(options.persistTo),
      "--show-interactive-dev-session=false",
    ],
    // The worker's request log lines (with their durationMs) land in the log file; run.ts reads them.
    // WRANGLER_LOG=log (wrangler's default; the worker's console.log is at "log") overrides the seeding step's "error".
    { detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, CI: "1", WRANGLER_LOG: "log" } },
  );
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (child.exitCode !== null || child.pid === undefined) return;
    process.kill(-child.pid, "SIGTERM");
    const timeout = new Promise<"timeout">((resolve) => setTimeout(() => resolve("timeout"), 5000));
    if ((await Promise.race([exited, timeout])) === "timeout") process.kill(-child.pid, "SIGKILL");
    log.end();
  };

  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}; see ${options.logFile}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return { baseUrl, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`wrangler dev did not answer /api/health within 90 s; see ${options.logFile}`);
}

/**
 * The worker's own time per request, from the app's structured request log (http/middleware.ts):
 * arrival to response inside workerd, without wrangler's dev proxy or the HTTP client. Date.now()
 * in workerd advances at I/O, so this is whole milliseconds spanning the D1 calls.
 */
export function workerDurations(logText: string, requestIdPrefix: string): number[] {
  const durations: number[] = [];
  for (const line of logText.split("\n")) {
    const start = line.indexOf('{"level"');
    if (start < 0) continue;
    try {
      const entry = JSON.parse(line.slice(start)) as { event?: string; requestId?: string; durationMs?: number };
      if (
        entry.event === "request" &&
        entry.requestId?.startsWith(requestIdPrefix) &&
        typeof entry.durationMs === "number"
      ) {
        durations.push(entry.durationMs);
      }
    } catch {
      // Not one of the app's JSON lines.
    }
  }
  return durations;
}
