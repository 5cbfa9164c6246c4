// The reading bench's two servers: the OCR server and the reader worker under `wrangler dev`, each
// started detached in a process group of its own (so stopping it stops its children: npx, tsx,
// workerd), on 127.0.0.1, its output in a log file, and always stopped, even when the run fails.
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import path from "node:path";

export interface RunningService {
  name: string;
  url: string;
  logFile: string;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
const killGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
};
// A run that throws or is interrupted must not leave a server behind.
process.once("exit", () => {
  for (const child of running) killGroup(child, "SIGKILL");
});
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    for (const child of running) killGroup(child, "SIGKILL");
    process.exit(130);
  });
}

const tail = (file: string) => {
  try {
    return readFileSync(file, "utf8").slice(-3_000);
  } catch {
    return "(no log)";
  }
};

/** Spawns `command`, then waits until `ready(url)` says yes, the process exits, or time runs out. */
export async function startService(options: {
  name: string;
  command: string;
  args: string[];
  url: string;
  logFile: string;
  ready: (url: string) => Promise<boolean>;
  timeoutMs: number;
  hint: string;
}): Promise<RunningService> {
  const log = openSync(options.logFile, "w");
  const child = spawn(options.command, options.args, {
    detached: true,
    stdio: ["ignore", log, log],
    env: { ...process.env, PATH: `${path.resolve("node_modules/.bin")}:${process.env.PATH ?? ""}` },
  });
  closeSync(log);
  running.add(child);
  const exited = new Promise<number | string>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "?")),
  );
  let exitedWith: number | string | undefined;
  void exited.then((how) => {
    exitedWith = how;
  });
  const stop = async () => {
    if (!running.has(child)) return;
    killGroup(child, "SIGTERM");
    const killer = setTimeout(() => killGroup(child, "SIGKILL"), 5_000);
    await exited;
    clearTimeout(killer);
    // workerd may outlive wrangler's own exit by a moment: finish the group.
    killGroup(child, "SIGKILL");
    running.delete(child);
  };
  const deadline = Date.now() + options.timeoutMs;
  while (Date.now() < deadline) {
    if (exitedWith !== undefined) {
      running.delete(child);
      throw new Error(
        `${options.name} exited (${exitedWith}) before it answered at ${options.url}. ${options.hint}\n--- ${options.logFile} ---\n${tail(options.logFile)}`,
      );
    }
    if (await options.ready(options.url))
      return { name: options.name, url: options.url, logFile: options.logFile, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(
    `${options.name} did not answer at ${options.url} within ${options.timeoutMs / 1000} s. ${options.hint}\n--- ${options.logFile} ---\n${tail(options.logFile)}`,
  );
}

async function answers(url: string, accept: (response: Response) => Promise<boolean>): Promise<boolean> {
  try {
    return await accept(await fetch(url, { signal: AbortSignal.timeout(3_000) }));
  } catch {
    return false;
  }
}

export function startOcrServer(port: number, logFile: string): Promise<RunningService> {
  return startService({
    name: "The OCR server",
    command: "npx",
    args: ["tsx", "workers/reader/ocr/server.ts", "--port", String(port)],
    url: `http://127.0.0.1:${port}`,
    logFile,
    // It loads and warms Tesseract before it listens.
    timeoutMs: 120_000,
    ready: (url) => answers(`${url}/health`, async (response) => response.ok),
    hint: "It is workers/reader/ocr/server.ts (GET /health); run it alone to see why.",
  });
}

export function startReader(options: {
  port: number;
  inspectorPort: number;
  ocrUrl: string;
  persistTo: string;
  logFile: string;
}): Promise<RunningService> {
  const { port, ocrUrl, persistTo, logFile } = options;
  return startService({
    name: "The reader worker",
    command: "npx",
    args: [
      "wrangler",
      "dev",
      "-c",
      "workers/reader/wrangler.toml",
      "--ip",
      "127.0.0.1",
      "--port",
      String(port),
      "--var",
      "ENVIRONMENT:development",
      "--var",
      `OCR_URL:${ocrUrl}`,
      "--persist-to",
      persistTo,
      "--show-interactive-dev-session=false",
      // Its own devtools port, so another wrangler dev on the machine does not collide with it.
      "--inspector-ip",
      "127.0.0.1",
      "--inspector-port",
      String(options.inspectorPort),
    ],
    url: `http://127.0.0.1:${port}`,
    logFile,
    timeoutMs: 120_000,
    // GET /read: 405 from the reader's own route proves the worker (in development) is serving.
    ready: (url) => answers(`${url}/read`, async (response) => response.status === 405),
    hint: "It is workers/reader (wrangler dev -c workers/reader/wrangler.toml, POST /read in development).",
  });
}
