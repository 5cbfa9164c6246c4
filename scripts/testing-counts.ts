/**
 * The suites' figures in docs/testing.md, counted from the files the suites read.
 *
 *   tsx scripts/testing-counts.ts write   rewrite the generated block of docs/testing.md (`npm run openapi` does)
 *   tsx scripts/testing-counts.ts check   fail when the block differs from the count (in `npm run openapi:check`)
 *
 * The figures follow openapi/openapi.json, so a new operation changes them as it changes the
 * contract; the check sits beside the contract's. Each list is found by the constant that declares
 * it (`ROLES`, `PAGES`, …) under the suites' folders, so a file that moves is still counted.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { countsMarkdown, countTesting, declaringFile, withCounts } from "./lib/testing-counts";

const ROOT = path.resolve(import.meta.dirname, "..");
const DOC = path.join(ROOT, "docs/testing.md");

function sourcesUnder(folder: string): { file: string; source: string }[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .map((file) => ({ file, source: readFileSync(path.join(ROOT, file), "utf8") }));
}

const workerTests = sourcesUnder("workers/test");
const browserTests = sourcesUnder("e2e");

const counts = countTesting({
  document: JSON.parse(readFileSync(path.join(ROOT, "openapi/openapi.json"), "utf8")),
  roles: declaringFile(workerTests, "ROLES"),
  partners: declaringFile(workerTests, "ALL_SCOPES"),
  faults: declaringFile(workerTests, "NOT_CONFIGURED_HERE"),
  fuzz: declaringFile(workerTests, "TOTAL_INPUTS"),
  everyPage: declaringFile(browserTests, "PAGES"),
  axe: declaringFile(browserTests, "AXE_WIDTHS"),
});

const current = readFileSync(DOC, "utf8");
const next = withCounts(current, countsMarkdown(counts));
const mode = process.argv[2];

if (mode === "write") {
  writeFileSync(DOC, next);
  console.log(next === current ? "docs/testing.md: counts unchanged" : "docs/testing.md: counts rewritten");
} else if (mode === "check") {
  if (next !== current) {
    console.error(
      "docs/testing.md's suite figures are stale. Run `npx tsx scripts/testing-counts.ts write` and commit it.",
    );
    process.exit(1);
  }
  console.log("docs/testing.md: the suite figures match the suites");
} else {
  console.error("usage: tsx scripts/testing-counts.ts write|check");
  process.exit(2);
}
