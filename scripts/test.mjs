// `npm test`: install what is missing (dependencies, Debian's Chromium), then run every check.
// Every step runs even after a failure, so one run reports everything; the exit code is the verdict.

import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ensureDependencies, npmRun, npmRunBuffered, root, run, skipCfFetch } from "./lib/bootstrap.mjs";
import { E2E_PORTAL, startE2eServer } from "./lib/e2e-servers.mjs";

// The full browser for the Lighthouse budgets, the headless shell for the browser tests (playwright.config.ts).
const CHROMIUM_PACKAGES = {
  "/usr/bin/chromium": "chromium",
  "/usr/bin/chromium-headless-shell": "chromium-headless-shell",
};

function ensureChromium() {
  const missing = Object.entries(CHROMIUM_PACKAGES).filter(([path]) => !existsSync(path));
  if (missing.length === 0) return;
  const packages = missing.map(([, name]) => name);
  console.log(`Installing Debian's ${packages.join(" and ")} for the browser checks…`);
  const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const prefix = asRoot ? [] : ["sudo"];
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const [command, ...rest] = [...prefix, "apt-get"];
  if (
    run(command, [...rest, "update", "-qq"], { env }) !== 0 ||
    run(command, [...rest, "install", "-y", "-qq", ...packages], { env }) !== 0
  ) {
    console.error(`Could not install Chromium; install the Debian packages ${packages.join(" and ")} and retry.`);
    process.exit(1);
  }
}

/**
 * Checks that read the tree and need no server: two at a time (this machine has two cores), each
 * step's log printed whole when it ends. The longest start first.
 */
const SIDE_BY_SIDE = [
  ["typecheck", "type check of every workspace"],
  // Once for the budget and the browser tests (scripts/portal-build-once.mjs): they used to build it each.
  ["portal:build", "portal build (for the budget and the browser tests)"],
  ["test:unit", "unit tests (Node)"],
  ["lint", "Biome lint and format"],
  ["types:check", "Env of wrangler types is current"],
  ["knip", "no unused files, exports or dependencies"],
  ["openapi:lint", "OpenAPI lint (Spectral and Redocly recommended)"],
  ["bundle:check", "deploy dry runs; worker bundle ≤ 1 MB gzip"],
  ["db:check", "migrations match the schema"],
  ["structure", "the worker's imports: no circles, layers kept, no two-way folders"],
];
const PARALLEL = 2;

/** Then alone: Lighthouse judges speed, so nothing else may run beside it. */
const ALONE = [
  // Also checks what a Pages deploy would upload (scripts/check-pages-build.ts).
  ["budget", "landing page ≤ 100 KB JS gzip, its and the signed-in search page's Lighthouse scores; the Pages bundle"],
];

/**
 * Last, two lanes side by side. The browser tests wait on their servers and Chromium more than they
 * compute (their servers and runner used about 3.5 CPU-seconds a test, some 800 for the suite,
 * where the suite alone took 727 s on both cores), so the other lane runs everything else that
 * starts servers or workerd, one step at a time: each has its own ports and state, and none
 * times what it asserts.
 */
const BROWSER_TESTS = ["test:e2e", "browser tests (Chromium)"];
const BESIDE_BROWSER_TESTS = [
  // It writes a file beside the SDK's sources while it compares (lint and knip, which would see it, are done).
  ["openapi:check", "OpenAPI document and SDK are current"],
  ["test:workers", "worker tests (workerd)"],
  // Starts the local OCR engine on its own port (workers/reader/test/ocr-global-setup.ts).
  ["test:reader", "document reader tests (workerd, with a real Tesseract)"],
  // The README's commands, smoke-run so none can rot (the budget is another).
  ["bench:smoke", "npm run bench, smoke run"],
  ["example:partner:smoke", "npm run example:partner, smoke run"],
  // The README's other commands as written (docs/testing.md names those it does not run, and why).
  ["readme:smoke", "the README's commands as written (SDK build and pack)"],
];

const startedAt = Date.now();
ensureDependencies();
skipCfFetch();
ensureChromium();

const results = [];
function runAlone(script, label) {
  console.log(`\n▶ ${label} (npm run ${script})`);
  const started = Date.now();
  const status = npmRun(script);
  results.push({ label, script, ok: status === 0, seconds: (Date.now() - started) / 1000 });
}

runAlone("assets", "copy the API reference script");

/** Runs `steps` two at a time, each one's log printed whole when it ends. */
async function runSideBySide(steps) {
  const queue = [...steps];
  async function worker() {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const [script, label] = step;
      const started = Date.now();
      const { status, output } = await npmRunBuffered(script);
      console.log(`\n▶ ${label} (npm run ${script})\n${output.trimEnd()}`);
      results.push({ label, script, ok: status === 0, seconds: (Date.now() - started) / 1000 });
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}

/** Runs one step with its log shown as it comes (the browser tests: the longest, watched live). */
function runLive(script, label) {
  console.log(`\n▶ ${label} (npm run ${script})`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn("npm", ["run", "--silent", script], { cwd: root, stdio: "inherit" });
    child.on("close", (code) => {
      results.push({ label, script, ok: code === 0, seconds: (Date.now() - started) / 1000 });
      resolve();
    });
  });
}

/** Runs `steps` one after another, each one's log printed whole when it ends. */
async function runInTurn(steps) {
  for (const [script, label] of steps) {
    const started = Date.now();
    const { status, output } = await npmRunBuffered(script);
    console.log(`\n▶ ${label} (npm run ${script})\n${output.trimEnd()}`);
    results.push({ label, script, ok: status === 0, seconds: (Date.now() - started) / 1000 });
  }
}

/**
 * The browser tests' API and portal, started once for the budget's Lighthouse checks and the
 * browser tests (each used to start its own pair). The API (its seed is most of its start) comes up
 * during the first checks, the portal once it is built. When either fails, its log is printed and
 * the budget and Playwright start their own, as they do alone.
 */
function startBrowserServers() {
  mkdirSync(join(root, ".wrangler"), { recursive: true });
  const started = [];
  const start = (name) => {
    const server = startE2eServer(name, join(root, ".wrangler", `e2e-${name}.log`));
    started.push(server);
    return server.ready;
  };
  const stop = () => {
    for (const server of started) server.stop();
  };
  process.on("exit", stop);
  for (const signal of ["SIGINT", "SIGTERM"])
    process.on(signal, () => {
      stop();
      process.exit(130);
    });
  const api = start("api");
  api.catch(() => {}); // judged after the first checks, in portal()
  return {
    stop,
    /** After the portal build: the portal's origin once both answer, or undefined (logged) when one did not. */
    async portal() {
      try {
        await api;
        await start("portal");
        return E2E_PORTAL;
      } catch (error) {
        console.error(`\n${error.message}`);
        stop();
        return undefined;
      }
    },
  };
}

/** The machine's CPU time so far (Linux /proc/stat, in ticks): busy and total, for each phase's share. */
function cpuTicks() {
  if (!existsSync("/proc/stat")) return undefined;
  const [, ...fields] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
  const idle = fields[3] + fields[4];
  const total = fields.slice(0, 8).reduce((sum, value) => sum + value, 0); // guest time is in user already
  return { busy: total - idle, total };
}
const phases = [];
/** Runs a phase and keeps its length and how busy the cores were: where the time goes, measured. */
async function phase(name, work) {
  const [started, ticks] = [Date.now(), cpuTicks()];
  await work();
  const after = cpuTicks();
  const busy = ticks && after ? (after.busy - ticks.busy) / (after.total - ticks.total) : undefined;
  phases.push({ name, seconds: (Date.now() - started) / 1000, busy });
}

const browserServers = startBrowserServers();
await phase("the first checks, two at a time", () => runSideBySide(SIDE_BY_SIDE));
if (results.find((result) => result.script === "portal:build")?.ok) process.env.TRUERATE_PORTAL_BUILT = "1";
const sharedPortal = process.env.TRUERATE_PORTAL_BUILT === "1" ? await browserServers.portal() : undefined;
if (sharedPortal) {
  process.env.BUDGET_PORTAL_ORIGIN = sharedPortal;
  process.env.E2E_REUSE_SERVERS = "1";
} else browserServers.stop();
await phase("the budget, alone", async () => {
  for (const [script, label] of ALONE) runAlone(script, label);
});
await phase("the browser tests beside the rest", () =>
  Promise.all([runLive(...BROWSER_TESTS), runInTurn(BESIDE_BROWSER_TESTS)]),
);
browserServers.stop();

console.log("\nSummary");
for (const result of results) {
  console.log(`  ${result.ok ? "✓" : "✗"} ${result.label.padEnd(40)} ${result.seconds.toFixed(1)} s`);
}
for (const { name, seconds, busy } of phases) {
  const share = busy === undefined ? "" : `, the cores ${(busy * 100).toFixed(0)}% busy`;
  console.log(`  phase: ${name.padEnd(33)} ${seconds.toFixed(1)} s${share}`);
}
console.log(`  npm test took ${((Date.now() - startedAt) / 1000).toFixed(0)} s, the install included`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
