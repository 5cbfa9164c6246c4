// Shared by start.mjs and test.mjs. Plain Node that runs on the machine's Node 20: it only installs
// and then hands over to `npm run`, which puts the project's pinned Node 22 first on PATH.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

export const root = join(import.meta.dirname, "..", "..");

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  return result.status ?? 1;
}

export function runOrExit(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✗ ${command} ${args.join(" ")} failed (exit ${status})`);
    process.exit(status);
  }
}

/** Installs the dependencies (and with them Node 22) when this clone has none yet. */
export function ensureDependencies() {
  if (existsSync(join(root, "node_modules", ".bin", "node"))) return;
  console.log("Installing dependencies (first run)…");
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: "1" };
  // `npm install` rather than `npm ci`: npm 11 leaves other platforms' optional binaries (esbuild,
  // rollup, biome) out of the lock file, which `npm ci` refuses; install still follows the lock.
  runOrExit("npm", ["install", "--no-audit", "--no-fund"], { env });
}

/**
 * Local servers (wrangler dev, wrangler pages dev) fetch Cloudflare's `request.cf` sample from the
 * internet at start, and log ENOTFOUND where there is none. Nothing here reads `request.cf`, so the
 * servers this project starts use Miniflare's built-in placeholder; a caller's own setting wins.
 */
export function skipCfFetch() {
  process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";
}

export function npmRun(script, extraArgs = [], options = {}) {
  return run("npm", ["run", "--silent", script, ...(extraArgs.length ? ["--", ...extraArgs] : [])], options);
}

/**
 * `npm run <script>` with its output held until it ends (so steps run side by side do not interleave
 * their logs); resolves to its exit status and the output.
 */
export function npmRunBuffered(script) {
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { cwd: root, env: { ...process.env, FORCE_COLOR: "0" } });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => resolve({ status: code ?? 1, output: Buffer.concat(output).toString() }));
  });
}
