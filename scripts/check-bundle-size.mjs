// `npm run bundle:check`: bundles each worker as `npm run deploy` would, for each deployed
// environment of its wrangler config (dry runs: nothing is uploaded), so a configuration that would
// not deploy fails CI. A warning fails too: wrangler only warns when an environment lacks a binding
// the top level has (vars and bindings are not inherited), and such a worker deploys without it.
// Then each production bundle's gzip size must stay within its budget: Workers allow 3 MB gzip on
// the free plan and 10 MB paid. The API's 1 MB keeps every request's cold start short; the document
// reader carries PDF.js (issue 41), and only reading waits on its cold start.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const WORKERS = [
  { name: "API worker", config: "wrangler.toml", budgetBytes: 1024 * 1024 },
  { name: "document reader", config: "workers/reader/wrangler.toml", budgetBytes: 3 * 1024 * 1024 },
];
const ENVIRONMENTS = ["production", "staging"];
const outdir = mkdtempSync(join(tmpdir(), "truerate-bundle-"));
const kilobytes = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

/** Dry-runs one environment's deploy into its own directory; exits on failure or a warning. */
function dryRun(worker, environment) {
  const directory = join(outdir, `${worker.config.replaceAll("/", "_")}-${environment}`);
  const args = ["wrangler", "deploy", "-c", worker.config, "--dry-run", "--env", environment, "--outdir", directory];
  const build = spawnSync("npx", args, { encoding: "utf8", env: { ...process.env, CI: "1", FORCE_COLOR: "0" } });
  // The marker is "[WARNING]" with colour codes inside the brackets, so only the word is matched.
  const output = `${build.stdout}${build.stderr}`;
  if (build.status !== 0 || output.includes("WARNING")) {
    console.error(`✗ wrangler deploy -c ${worker.config} --dry-run --env ${environment}:\n${output}`);
    process.exit(build.status || 1);
  }
  console.log(`wrangler deploy -c ${worker.config} --dry-run --env ${environment}: ok`);
  return directory;
}

/** The gzip size of the production bundle's scripts, checked against the worker's budget. */
function withinBudget(worker, directory) {
  const files = readdirSync(directory).filter((name) => name.endsWith(".js"));
  const gzipped = files.reduce((sum, name) => sum + gzipSync(readFileSync(join(directory, name))).length, 0);
  const verdict = gzipped <= worker.budgetBytes ? "within" : "over";
  console.log(
    `${worker.name} bundle (production): ${kilobytes(gzipped)} gzip (${files.join(", ")}), ${verdict} the ${kilobytes(worker.budgetBytes)} budget.`,
  );
  return gzipped <= worker.budgetBytes;
}

try {
  let ok = true;
  for (const worker of WORKERS) {
    const [production] = ENVIRONMENTS.map((environment) => dryRun(worker, environment));
    ok = withinBudget(worker, production) && ok;
  }
  if (!ok) process.exit(1);
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
