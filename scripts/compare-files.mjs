// Compares a committed generated file with a fresh copy generated for the check, then deletes the
// fresh copy whatever the outcome, so a check never leaves files behind.
// Usage: node scripts/compare-files.mjs <committed file> <fresh file>
// Plain Node with no dependencies, so it runs on any Node the machine has.
import { readFileSync, rmSync } from "node:fs";

const [committedPath, freshPath] = process.argv.slice(2);
if (!committedPath || !freshPath) {
  console.error("Usage: node scripts/compare-files.mjs <committed file> <fresh file>");
  process.exit(2);
}

const read = (file) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
};

/** Where the two texts part, as 1-based line number and the two lines. */
function firstDifference(committed, fresh) {
  const before = committed.split("\n");
  const after = fresh.split("\n");
  const length = Math.max(before.length, after.length);
  let differing = 0;
  let first;
  for (let index = 0; index < length; index++) {
    if (before[index] === after[index]) continue;
    differing++;
    first ??= { line: index + 1, committed: before[index], fresh: after[index] };
  }
  return { ...first, differing };
}

const show = (line) => (line === undefined ? "(end of file)" : JSON.stringify(line.trim()).slice(0, 160));

try {
  const committed = read(committedPath);
  const fresh = read(freshPath);
  if (fresh === undefined) {
    console.error(`${freshPath} was not generated, so ${committedPath} cannot be checked.`);
    process.exitCode = 1;
  } else if (committed === undefined) {
    console.error(`${committedPath} is missing. Generate it (npm run openapi) and commit it.`);
    process.exitCode = 1;
  } else if (committed !== fresh) {
    const difference = firstDifference(committed, fresh);
    console.error(
      [
        `${committedPath} is stale: generating it again gives a different file.`,
        `  ${difference.differing} line(s) differ; the first is line ${difference.line}:`,
        `    committed: ${show(difference.committed)}`,
        `    generated: ${show(difference.fresh)}`,
        "Regenerate it with `npm run openapi` and commit the result.",
      ].join("\n"),
    );
    process.exitCode = 1;
  } else {
    console.log(`${committedPath} is current.`);
  }
} finally {
  rmSync(freshPath, { force: true });
}
