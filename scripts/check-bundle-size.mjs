// `npm run bundle:check`: bundles the API worker as `npm run deploy` would, for each deployed
// environment of wrangler.toml (dry runs: nothing is uploaded), so a configuration that would not
// deploy fails CI. A warning fails too: wrangler only warns when an environment lacks a binding
// the top level has (vars and bindings are not inherited), and such a worker deploys without it.
// Then the production bundle's gzip size must stay within the budget: Workers allow 3 MB gzip on the
// free plan and 10 MB paid; the budget keeps cold starts short and leaves room for growth.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_BYTES = 1024 * 1024;
const ENVIRONMENTS = ["production", "staging"];
const outdir = mkdtempSync(join(tmpdir(), "truerate-bundle-"));

/** Dry-runs one environment's deploy into its own directory; exits on failure or a warning. */
function dryRun(environment) {
  const directory = join(outdir, environment);
  const build = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--env", environment, "--outdir", directory], {
    encoding: "utf8",
    env: { ...process.env, CI: "1", FORCE_COLOR: "0" },
  });
  // The marker is "[WARNING]" with colour codes inside the brackets, so only the word is matched.
  const output = `${build.stdout}${build.stderr}`;
  if (build.status !== 0 || output.includes("WARNING")) {
    console.error(`✗ wrangler deploy --dry-run --env ${environment}:\n${output}`);
    process.exit(build.status || 1);
  }
  console.log(`wrangler deploy --dry-run --env ${environment}: ok`);
  return directory;
}

try {
  const [production] = ENVIRONMENTS.map(dryRun);
  const files = readdirSync(production).filter((name) => name.endsWith(".js"));
  const gzipped = files.reduce((sum, name) => sum + gzipSync(readFileSync(join(production, name))).length, 0);
  const kilobytes = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  const verdict = gzipped <= BUDGET_BYTES ? "within" : "over";
  console.log(
    `Worker bundle (production): ${kilobytes(gzipped)} gzip (${files.join(", ")}), ${verdict} the ${kilobytes(BUDGET_BYTES)} budget.`,
  );
  if (gzipped > BUDGET_BYTES) process.exit(1);
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
