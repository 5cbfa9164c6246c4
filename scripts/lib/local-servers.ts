/**
 * Local servers for the checks and benchmarks that need them (the Lighthouse budgets, the broker
 * dashboard bench, the partner example's smoke run): each started in a process group of its own
 * (wrangler runs workerd under it) and stopped with the script, never left behind.
 */
import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

const root = path.join(import.meta.dirname, "..", "..");
const WRANGLER = path.join(root, "node_modules", ".bin", "wrangler");
const NODE = path.join(root, "node_modules", ".bin", "node");
const children: ChildProcess[] = [];
/** The last few thousand characters each child wrote: read whole, so no pipe fills and blocks it. */
const output = new WeakMap<ChildProcess, string>();

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** Signals a child's whole process group, unless it is gone. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || !running(child)) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** Stops what this script started. */
export function stopChildren() {
  for (const child of children) signalGroup(child, "SIGTERM");
}

/** Resolves when every child has exited, or after `seconds` (a child that lingers is killed). */
export async function childrenExited(seconds: number) {
  const live = children.filter(running);
  const exited = Promise.all(live.map((child) => new Promise((resolve) => child.once("exit", resolve))));
  const timer = new Promise((resolve) => setTimeout(resolve, seconds * 1000).unref());
  await Promise.race([exited, timer]);
  for (const child of live) signalGroup(child, "SIGKILL");
}

export function start(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env) {
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  const append = (chunk: Buffer) => output.set(child, ((output.get(child) ?? "") + chunk.toString()).slice(-4000));
  child.stdout?.on("data", append);
  child.stderr?.on("data", append);
  return child;
}

/** Waits for `url` to answer; when it does not, the error carries what `child` wrote. */
export async function waitForChild(child: ChildProcess, url: string, seconds: number) {
  await waitForServer(url, seconds).catch((error: Error) => {
    throw new Error(`${error.message}\n${output.get(child) ?? ""}`);
  });
}

export async function waitForServer(url: string, seconds: number) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`Nothing answered at ${url} within ${seconds} s`);
}

/**
 * The API on `wrangler dev` over a fresh, seeded database of its own (scripts/e2e-api.mjs, never the
 * `npm start` one), accepting signed-in writes from `portalOrigin`. Resolves once it answers.
 */
export async function startApi(options: { port: number; stateDir: string; portalOrigin: string }): Promise<string> {
  const api = `http://127.0.0.1:${options.port}`;
  const env = {
    ...process.env,
    E2E_API_PORT: String(options.port),
    E2E_STATE_DIR: options.stateDir,
    E2E_PORTAL_ORIGIN: options.portalOrigin,
  };
  await waitForChild(start(NODE, ["scripts/e2e-api.mjs"], root, env), `${api}/api/health`, 150);
  return api;
}

/**
 * The built portal (`npm run portal:build`) on `wrangler pages dev`. With `apiOrigin` its /api/* goes
 * to that API (and its state to `persistTo`, relative to portal/); without, to portal/wrangler.toml's.
 * Resolves to its origin once it answers.
 */
export async function startPortal(options: { port: number; apiOrigin?: string; persistTo?: string }): Promise<string> {
  const origin = `http://127.0.0.1:${options.port}`;
  const args = ["pages", "dev", "./build/client", "--ip", "127.0.0.1", "--port", String(options.port)];
  if (options.persistTo) args.push("--persist-to", options.persistTo);
  if (options.apiOrigin) args.push("--binding", `API_ORIGIN=${options.apiOrigin}`);
  args.push("--show-interactive-dev-session=false");
  await waitForChild(start(WRANGLER, args, path.join(root, "portal")), `${origin}/`, 90);
  return origin;
}
