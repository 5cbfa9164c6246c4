/**
 * The landing page's JavaScript budget: the gzip size of every script the browser loads for `/`
 * (the entry, the root, the _app layout and the index route, with their static imports), read from
 * the built portal's manifest. Fails above the budget. Run after `npm run portal:build`.
 *
 * Usage: npm run budget
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { parseRemixManifest, routeScripts } from "./lib/route-assets";

const BUDGET_KB = 100;
const LANDING_ROUTE = "routes/_index";
const client = path.join(import.meta.dirname, "..", "portal", "build", "client");

const manifestFile = readdirSync(path.join(client, "assets")).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) {
  console.error("No portal build found: run `npm run portal:build` first.");
  process.exit(1);
}
const manifest = parseRemixManifest(readFileSync(path.join(client, "assets", manifestFile), "utf8"));
const sizes = routeScripts(manifest, LANDING_ROUTE).map((file) => ({
  file,
  gzip: gzipSync(readFileSync(path.join(client, file)), { level: 9 }).length,
}));
const totalKb = sizes.reduce((sum, entry) => sum + entry.gzip, 0) / 1024;

for (const { file, gzip } of sizes.sort((a, b) => b.gzip - a.gzip).slice(0, 8)) {
  console.log(`  ${(gzip / 1024).toFixed(1).padStart(6)} KB  ${file}`);
}
console.log(`Landing page JavaScript: ${totalKb.toFixed(1)} KB gzip in ${sizes.length} files (budget ${BUDGET_KB} KB)`);
if (totalKb > BUDGET_KB) {
  console.error(`✗ Over budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
