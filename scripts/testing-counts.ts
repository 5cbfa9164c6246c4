/**
 * The suites' figures in docs/testing.md, counted from the files the suites read.
 *
 *   tsx scripts/testing-counts.ts write   rewrite the generated block of docs/testing.md
 *   tsx scripts/testing-counts.ts check   fail when the block differs from the count (in `npm run openapi:check`)
 *
 * The figures follow openapi/openapi.json, so a new operation changes them as it changes the
 * contract; the check sits beside the contract's.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { countsMarkdown, countTesting, withCounts } from "./lib/testing-counts";

const ROOT = path.resolve(import.meta.dirname, "..");
const DOC = path.join(ROOT, "docs/testing.md");

const read = (file: string) => ({ file, source: readFileSync(path.join(ROOT, file), "utf8") });

const counts = countTesting({
  document: JSON.parse(readFileSync(path.join(ROOT, "openapi/openapi.json"), "utf8")),
  roles: read("workers/test/support/roles.ts"),
  partners: read("workers/test/support/partners.ts"),
  faults: read("workers/test/suites/faults.test.ts"),
  fuzz: read("workers/test/suites/fuzz.test.ts"),
  everyPage: read("e2e/every-page-accessible.spec.ts"),
  axe: read("e2e/support/axe.ts"),
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
