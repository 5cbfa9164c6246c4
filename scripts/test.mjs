// `npm test`: install what is missing (dependencies, Debian's Chromium), then run every check.
// Every step runs even after a failure, so one run reports everything; the exit code is the verdict.
import { existsSync } from "node:fs";
import { ensureDependencies, npmRun, run, skipCfFetch } from "./lib/bootstrap.mjs";

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

const STEPS = [
  ["assets", "copy the API reference script"],
  ["lint", "Biome lint and format"],
  ["types:check", "Env of wrangler types is current"],
  ["typecheck", "type check of every workspace"],
  ["knip", "no unused files, exports or dependencies"],
  ["test:unit", "unit tests (Node)"],
  ["test:workers", "worker tests (workerd)"],
  ["openapi:check", "OpenAPI document and SDK are current"],
  ["openapi:lint", "OpenAPI lint (Spectral and Redocly recommended)"],
  ["bundle:check", "worker bundle ≤ 1 MB gzip"],
  ["budget", "landing page ≤ 100 KB JS gzip, its and the signed-in search page's Lighthouse scores"],
  ["db:check", "migrations match the schema"],
  ["test:e2e", "browser tests (Chromium)"],
];

ensureDependencies();
skipCfFetch();
ensureChromium();

const results = [];
for (const [script, label] of STEPS) {
  console.log(`\n▶ ${label} (npm run ${script})`);
  const started = Date.now();
  const status = npmRun(script);
  results.push({ label, script, ok: status === 0, seconds: (Date.now() - started) / 1000 });
}

console.log("\nSummary");
for (const result of results) {
  console.log(`  ${result.ok ? "✓" : "✗"} ${result.label.padEnd(40)} ${result.seconds.toFixed(1)} s`);
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
