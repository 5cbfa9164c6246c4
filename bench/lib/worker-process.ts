// Runs the API with `wrangler dev` (workerd + miniflare) on the benchmark's own state directory,
// in its own process group so that stopping it stops wrangler, esbuild and workerd together.
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
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

export async function startWorker(options: { persistTo: string; logFile: string }): Promise<RunningWorker> {
  const port = await freePort();
  const log = createWriteStream(options.logFile);
  const child: ChildProcess = spawn(
    "wrangler",
    [
      "dev",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--persist-to",
      options.persistTo,
      "--show-interactive-dev-session=false",
      // wrangler's own per-request lines cost its Node process CPU that the benchmark would then measure.
      "--log-level",
      "warn",
    ],
    { detached: true, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, CI: "1" } },
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
