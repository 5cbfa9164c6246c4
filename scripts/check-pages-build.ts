/**
 * In `npm run budget`, after the portal build: what `npm run deploy` would upload to Pages is
 * checked without uploading. The Functions are bundled as `wrangler pages deploy` bundles them
 * (`wrangler pages functions build`), and each Pages environment of portal/wrangler.toml (preview,
 * production) is read as wrangler resolves it: Pages inherits neither vars nor bindings into an
 * environment, so each must repeat every variable of the top level and bind the API service.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unstable_readConfig } from "wrangler";

const portal = path.join(import.meta.dirname, "..", "portal");
const PAGES_ENVIRONMENTS = ["preview", "production"];
const problems: string[] = [];

const outdir = mkdtempSync(path.join(tmpdir(), "truerate-pages-"));
try {
  const build = spawnSync("npx", ["wrangler", "pages", "functions", "build", "--outdir", outdir], {
    cwd: portal,
    encoding: "utf8",
    env: { ...process.env, CI: "1", FORCE_COLOR: "0" },
  });
  if (build.status !== 0) problems.push(`wrangler pages functions build failed:\n${build.stdout}${build.stderr}`);
  else console.log("wrangler pages functions build: ok");
} finally {
  rmSync(outdir, { recursive: true, force: true });
}

/** What this check reads of wrangler's resolved Pages configuration. */
interface PagesConfig {
  vars: Record<string, unknown>;
  services?: { binding: string; service: string }[];
}
const configPath = path.join(portal, "wrangler.toml");
const topLevel: PagesConfig = unstable_readConfig({ config: configPath });
for (const environment of PAGES_ENVIRONMENTS) {
  const config: PagesConfig = unstable_readConfig({ config: configPath, env: environment });
  const missing = Object.keys(topLevel.vars).filter((name) => !(name in config.vars));
  if (missing.length) problems.push(`[env.${environment}.vars] lacks ${missing.join(", ")} (vars are not inherited)`);
  if (config.vars.ENVIRONMENT !== "production")
    problems.push(`[env.${environment}.vars] ENVIRONMENT must be "production" (HSTS and Secure cookies)`);
  if (!config.services?.some((service) => service.binding === "API"))
    problems.push(`[env.${environment}] has no API service binding: /api/* would have nowhere to go`);
}

if (problems.length) {
  for (const problem of problems) console.error(`✗ portal/wrangler.toml: ${problem}`);
  process.exit(1);
}
console.log(`Pages environments ${PAGES_ENVIRONMENTS.join(", ")}: vars repeated, API bound.`);
