// `npm run bundle:check`: bundles the API worker as `wrangler deploy` would (dry run, nothing is
// uploaded) and fails when its gzip size passes the budget. Workers allow 3 MB gzip on the free plan
// and 10 MB paid; the budget keeps cold starts short and leaves room for growth.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const BUDGET_BYTES = 1024 * 1024;
const outdir = mkdtempSync(join(tmpdir(), "truerate-bundle-"));
try {
  const build = spawnSync("npx", ["wrangler", "deploy", "--dry-run", "--outdir", outdir], { encoding: "utf8" });
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr);
    process.exit(build.status ?? 1);
  }
  const files = readdirSync(outdir).filter((name) => name.endsWith(".js"));
  const gzipped = files.reduce((sum, name) => sum + gzipSync(readFileSync(join(outdir, name))).length, 0);
  const kilobytes = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
  const verdict = gzipped <= BUDGET_BYTES ? "within" : "over";
  console.log(
    `Worker bundle: ${kilobytes(gzipped)} gzip (${files.join(", ")}), ${verdict} the ${kilobytes(BUDGET_BYTES)} budget.`,
  );
  if (gzipped > BUDGET_BYTES) process.exit(1);
} finally {
  rmSync(outdir, { recursive: true, force: true });
}
