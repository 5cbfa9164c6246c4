import { type ChildProcess, spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

export interface StartedOcrServer {
  url: string;
  stop(): Promise<void>;
}

const STARTUP_LIMIT_MS = 60_000;
const SERVER_PATH = path.join(import.meta.dirname, "server.ts");
const require = createRequire(import.meta.url);

/** This Node when it is 22 or later (the project's tools need it), with tsx as a loader; else tsx's own command. */
function serverCommand(port: number, budgetMs?: number): { command: string; args: string[] } {
  const serverArgs = [SERVER_PATH, "--port", String(port), "--exit-with-stdin"];
  if (budgetMs !== undefined) serverArgs.push("--budget-ms", String(budgetMs));
  if (Number(process.versions.node.split(".")[0]) >= 22) {
    return { command: process.execPath, args: ["--import", pathToFileURL(require.resolve("tsx")).href, ...serverArgs] };
  }
  const tsx = path.join(path.dirname(require.resolve("tsx/package.json")), "..", ".bin", "tsx");
  return { command: tsx, args: serverArgs };
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const answer = await fetch(`${url}/health`, { signal: AbortSignal.timeout(2_000) });
    return answer.ok && ((await answer.json()) as { ok?: unknown }).ok === true;
  } catch {
    return false;
  }
}

/** The URL the server prints once it listens (it may have been asked for port 0). */
function listeningUrl(child: ChildProcess, log: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the OCR server did not start in ${STARTUP_LIMIT_MS} ms`)),
      STARTUP_LIMIT_MS,
    );
    child.stderr?.setEncoding("utf8").on("data", (text: string) => {
      log.push(text);
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(log.join(""));
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the OCR server exited (${code ?? signal}) before listening:\n${log.join("").slice(-2_000)}`));
    });
  });
}

/**
 * Starts the OCR server in a process group of its own and waits until /health answers. The server
 * also stops by itself when this process dies (its stdin is a pipe from here), so a forgotten
 * stop() leaves nothing behind. `port` 0 (the default) takes any free port; `budgetMs` is the
 * server's time budget a request (30 s by default).
 */
export async function startOcrServer(options: { port?: number; budgetMs?: number } = {}): Promise<StartedOcrServer> {
  const { command, args } = serverCommand(options.port ?? 0, options.budgetMs);
  const child = spawn(command, args, { detached: true, stdio: ["pipe", "ignore", "pipe"] });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const log: string[] = [];
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const pid = child.pid;
    if (pid) process.kill(-pid, "SIGTERM");
    const killer = setTimeout(() => pid && process.kill(-pid, "SIGKILL"), 5_000);
    await exited;
    clearTimeout(killer);
  };
  try {
    const url = await listeningUrl(child, log);
    if (!(await isHealthy(url))) throw new Error(`the OCR server at ${url} does not answer /health`);
    // Nothing here keeps the caller's process alive: a script that ends takes the server with it.
    child.unref();
    for (const stream of [child.stdin, child.stderr]) (stream as unknown as { unref?: () => void } | null)?.unref?.();
    return { url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

export { isHealthy as isOcrServerHealthy };
