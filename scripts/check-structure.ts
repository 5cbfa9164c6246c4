// `npm run structure`: the worker's import graph keeps its shape. dependency-cruiser checks the
// rules of .dependency-cruiser.cjs (no import circles, the layers); this adds the folder rule: no
// two folders depend on each other (a service folder is services/<noun>, any other workers/src/<top>),
// and the SQL rule: raw SQL only in named statements (no string or template inline in `.prepare(`).
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { URL_ALIASES } from "../workers/src/routes/url-aliases";
import { dataProblems } from "./lib/data-one-way";
import { folderOf, twoWayFolders } from "./lib/folder-graph";
import { inlineSqlCalls } from "./lib/named-sql";
import { shapeProblems } from "./lib/repeated-shapes";
import { routeFolderProblems, unusedAliases } from "./lib/route-folders";

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
const sources = readdirSync("workers/src", { recursive: true, encoding: "utf8" })
  .filter((path) => path.endsWith(".ts"))
  .map((path) => join("workers/src", path));
const inline = sources.flatMap((file) => inlineSqlCalls(file, readFileSync(file, "utf8")));
problems.push(
  ...inline.map(({ file, line, argument }) => `inline SQL (name it: FOO_SQL): ${file}:${line}  .prepare(${argument}`),
);
// Data one way: statements only in db/, services (ctx, input), no c.env in routes.
const sourcesOnly = sources.filter((file) => !file.endsWith(".test.ts") && !file.endsWith(".d.ts"));
const dataFound = sourcesOnly.flatMap((file) => dataProblems(file, readFileSync(file, "utf8")));
problems.push(...dataFound.map(({ file, line, rule, text }) => `${rule}: ${file}:${line}  ${text}`));
const countOf = (...rules: string[]) => dataFound.filter((problem) => rules.includes(problem.rule)).length;
console.log(
  `Data one way: ${countOf("sql-outside-queries")} statements outside workers/src/db, ` +
    `${countOf("service-takes-storage")} services taking a database or env, ` +
    `${countOf("service-signature")} services not (ctx, input), ${countOf("env-in-route")} c.env in routes.`,
);
// Shapes once: no repeated domain enum or object shape, no inline schema in a route.
problems.push(...shapeProblems().map(({ file, line, rule, text }) => `${rule}: ${file}:${line}  ${text}`));
// Layout by URL: a route file sits in the folder its URL names, or where the alias table says.
const routeFiles = sourcesOnly.map((file) => ({ file, text: readFileSync(file, "utf8") }));
problems.push(
  ...routeFiles
    .flatMap(({ file, text }) => routeFolderProblems(file, text, URL_ALIASES))
    .map(({ file, line, text }) => `route-folder: ${file}:${line}  ${text}`),
  ...unusedAliases(routeFiles, URL_ALIASES).map(
    (segment) => `route-folder: workers/src/routes/url-aliases.ts  "${segment}" is served by no route`,
  ),
);
const folders = new Set(edges.flatMap((edge) => [folderOf(edge.from), folderOf(edge.to)]));
if (problems.length > 0) {
  console.error(problems.join("\n"));
  console.error(`\n${problems.length} structure problem(s).`);
  process.exit(1);
}
console.log(
  `Structure: ${cruised.modules.length} modules, ${edges.length} imports, ${folders.size} folders; no circles, layers kept, no two-way folders; SQL only in named statements and in db/, services (ctx, input), no c.env in routes, route files where their URL says (${sources.length} files); no repeated domain enum or object shape, no inline route schema.`,
);
