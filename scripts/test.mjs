// `npm test`: install what is missing (dependencies, Debian's Chromium), then run every check.
// Every step runs even after a failure, so one run reports everything; the exit code is the verdict.
import { existsSync } from "node:fs";
import { ensureDependencies, npmRun, npmRunBuffered, run, skipCfFetch } from "./lib/bootstrap.mjs";

const CHROMIUM = "/usr/bin/chromium";

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  console.log("Installing Debian's Chromium for the browser tests…");
  const asRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const prefix = asRoot ? [] : ["sudo"];
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const [command, ...rest] = [...prefix, "apt-get"];
  if (
    run(command, [...rest, "update", "-qq"], { env }) !== 0 ||
    run(command, [...rest, "install", "-y", "-qq", "chromium"], { env }) !== 0
  ) {
    console.error(`Could not install Chromium; install the Debian package "chromium" (${CHROMIUM}) and retry.`);
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

/** Then, one at a time: each runs servers, measures speed or writes files a neighbour would disturb or read. */
const ONE_AT_A_TIME = [
  // It writes a file beside the SDK's sources while it compares, which lint and knip would see.
  ["openapi:check", "OpenAPI document and SDK are current"],
  ["test:workers", "worker tests (workerd)"],
  // Starts the local OCR engine on its own port (workers/reader/test/ocr-global-setup.ts).
  ["test:reader", "document reader tests (workerd, with a real Tesseract)"],
];

/**
 * The README's commands, smoke-run so none can rot (the budget below is another). They run side
 * by side: each has its own ports and state (the README's own commands touch neither), and none
 * times anything it asserts; the first two took 53 s together where one after the other took 82 s.
 */
const SMOKES = [
  ["bench:smoke", "npm run bench, smoke run"],
  ["example:partner:smoke", "npm run example:partner, smoke run"],
  // The README's other commands as written (docs/testing.md names those it does not run, and why).
  ["readme:smoke", "the README's commands as written (SDK build and pack)"],
];

/** Last, one at a time: the budget measures speed, the browser tests use both cores. */
const LAST = [
  // Also checks what a Pages deploy would upload (scripts/check-pages-build.ts).
  [
    "budget",
    "portal build for Pages; landing page ≤ 100 KB JS gzip, its and the signed-in search page's Lighthouse scores",
  ],
  ["test:e2e", "browser tests (Chromium)"],
];

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

await runSideBySide(SIDE_BY_SIDE);
if (results.find((result) => result.script === "portal:build")?.ok) process.env.TRUERATE_PORTAL_BUILT = "1";
for (const [script, label] of ONE_AT_A_TIME) runAlone(script, label);
await runSideBySide(SMOKES);
for (const [script, label] of LAST) runAlone(script, label);

console.log("\nSummary");
for (const result of results) {
  console.log(`  ${result.ok ? "✓" : "✗"} ${result.label.padEnd(40)} ${result.seconds.toFixed(1)} s`);
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
