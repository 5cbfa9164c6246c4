import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * A second API and portal for the other reading of docs/product.md#accounts-product-scope, BROKER_ACCESS=free, next to the
 * default e2e pair (paid) that playwright.config.ts starts. Same code, same portal build, its own
 * freshly seeded database and ports; started by the spec that needs it and stopped after it.
 */
// Ports of their own: 8797/8798 are the default e2e pair, 8795/8796 are taken by other suites.
export const FREE_API = "http://127.0.0.1:8793";
export const FREE_PORTAL = "http://127.0.0.1:8794";

const root = join(import.meta.dirname, "..", "..");
const STATE_DIR = ".wrangler/e2e-free";

function prepareDatabase() {
  rmSync(join(root, STATE_DIR), { recursive: true, force: true });
  const env = { ...process.env, TRUERATE_STATE_DIR: STATE_DIR };
  // Migrations in the seed's own runtime (scripts/lib/local-migrations.ts), as the default pair's.
  const args = ["tsx", "scripts/seed.ts", "--migrate"];
  const result = spawnSync("npx", args, { cwd: root, env, stdio: "pipe", encoding: "utf8" });
  if (result.status !== 0) throw new Error(`npx ${args.join(" ")} failed:\n${result.stderr}`);
}

/** In its own process group, so stopping it stops wrangler and workerd with it; its output goes to `log`. */
function startDetached(args: string[], cwd: string, log: string): ChildProcess {
  const output = openSync(log, "w");
  const child = spawn("npx", args, { cwd, detached: true, stdio: ["ignore", output, output] });
  child.unref();
  return child;
}

const logFile = (name: string) => join(tmpdir(), `truerate-e2e-free-${name}.log`);

async function waitFor(url: string, timeoutMs: number, log: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.status < 500,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const tail = readFileSync(log, "utf8").split("\n").slice(-30).join("\n");
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s. The end of ${log}:\n${tail}`);
}

export interface FreeBrokerServers {
  stop(): void;
}

/** Something else on our ports would be served as if it ran BROKER_ACCESS=free: refuse instead. */
async function assertPortsFree(): Promise<void> {
  for (const url of [FREE_API, FREE_PORTAL]) {
    const taken = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`${url} is already in use: stop that server before running the free-broker tests`);
  }
}

/** Seeds a database, then serves the API with BROKER_ACCESS=free and the built portal in front of it. */
export async function startFreeBrokerServers(): Promise<FreeBrokerServers> {
  await assertPortsFree();
  prepareDatabase();
  const processes: ChildProcess[] = [];
  const stop = () => {
    for (const child of processes) {
      if (child.pid && child.exitCode === null) {
        try {
          process.kill(-child.pid, "SIGTERM");
        } catch {
          // already gone
        }
      }
    }
  };
  try {
    processes.push(
      startDetached(
        [
          "wrangler",
          "dev",
          "--ip",
          "127.0.0.1",
          "--port",
          new URL(FREE_API).port,
          "--inspector-port",
          "9393",
          "--persist-to",
          STATE_DIR,
          "--var",
          `APP_ORIGIN:${FREE_PORTAL}`,
          "--var",
          "BROKER_ACCESS:free",
          "--var",
          "ENVIRONMENT:development",
          "--show-interactive-dev-session=false",
        ],
        root,
        logFile("api"),
      ),
    );
    processes.push(
      startDetached(
        [
          "wrangler",
          "pages",
          "dev",
          "./build/client",
          "--ip",
          "127.0.0.1",
          "--port",
          new URL(FREE_PORTAL).port,
          "--inspector-port",
          "9394",
          "--persist-to",
          "../.wrangler/e2e-free-portal",
          "--binding",
          `API_ORIGIN=${FREE_API}`,
          "--show-interactive-dev-session=false",
        ],
        join(root, "portal"),
        logFile("portal"),
      ),
    );
    await waitFor(`${FREE_API}/api/health`, 90_000, logFile("api"));
    await waitFor(FREE_PORTAL, 90_000, logFile("portal"));
  } catch (error) {
    stop();
    throw error;
  }
  return { stop };
}
