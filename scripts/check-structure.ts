// `npm run structure`: the worker's import graph keeps its shape. dependency-cruiser checks the
// rules of .dependency-cruiser.cjs (no import circles, the layers); this adds the folder rule: no
// two folders depend on each other (a service folder is services/<noun>, any other workers/src/<top>).
import { spawnSync } from "node:child_process";
import { folderOf, twoWayFolders } from "./lib/folder-graph";

interface Cruised {
  modules: { source: string; dependencies: { resolved: string }[] }[];
  summary: { violations: { rule: { name: string }; from: string; to: string }[] };
}

const run = spawnSync(
  "npx",
  ["depcruise", "workers/src", "--config", ".dependency-cruiser.cjs", "--output-type", "json"],
  { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
);
if (run.status !== 0 && !run.stdout) {
  console.error(run.stderr);
  process.exit(1);
}
const cruised = JSON.parse(run.stdout) as Cruised;
const edges = cruised.modules.flatMap((module) =>
  module.dependencies
    .filter((dependency) => dependency.resolved.startsWith("workers/src/"))
    .map((dependency) => ({ from: module.source, to: dependency.resolved })),
);
const problems = [
  ...cruised.summary.violations.map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`),
  ...twoWayFolders(edges).map(
    ({ a, b, evidence }) =>
      `two-way folders: ${a} ⇄ ${b}\n    ${evidence.map((e) => `${e.from} → ${e.to}`).join("\n    ")}`,
  ),
];
const folders = new Set(edges.flatMap((edge) => [folderOf(edge.from), folderOf(edge.to)]));
if (problems.length > 0) {
  console.error(problems.join("\n"));
  console.error(`\n${problems.length} structure problem(s).`);
  process.exit(1);
}
console.log(
  `Structure: ${cruised.modules.length} modules, ${edges.length} imports, ${folders.size} folders; no circles, layers kept, no two-way folders.`,
);
