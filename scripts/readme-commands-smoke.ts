/**
 * `npm run readme:smoke` (in `npm test`): every command the README's tables list is either run
 * here exactly as written, from the repository's root, or named in docs/testing.md with the reason
 * it is not; a README command that is neither, or a name the README no longer lists, fails. The
 * commands are read from README.md itself, so a changed README is what is tested.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { namedNotRun, readmeCommands } from "./lib/readme-commands";

const root = path.join(import.meta.dirname, "..");
const NOT_RUN_HEADING = "README commands the smoke run does not run";
/** Each command's time limit: a command that waits for the network fails here instead of hanging. */
const LIMIT_S = 90;

const commands = readmeCommands(readFileSync(path.join(root, "README.md"), "utf8"));
const notRun = namedNotRun(readFileSync(path.join(root, "docs/testing.md"), "utf8"), NOT_RUN_HEADING);
const failures: string[] = [];

for (const named of notRun.keys())
  if (!commands.includes(named)) failures.push(`docs/testing.md names \`${named}\`, which README.md no longer lists`);

const tarballs = () => new Set(readdirSync(root).filter((name) => name.endsWith(".tgz")));
const before = tarballs();
for (const command of commands) {
  if (notRun.has(command)) continue;
  console.log(`▶ ${command}`);
  const started = Date.now();
  const run = spawnSync(command, { cwd: root, shell: true, stdio: "inherit", timeout: LIMIT_S * 1000 });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (run.status === 0) console.log(`✓ ${command} (${seconds} s)`);
  else failures.push(`\`${command}\` failed (${run.error ? run.error.message : `exit ${run.status}`}, ${seconds} s)`);
}
// `npm pack` leaves its package in the root: the smoke run keeps the tree as it found it.
for (const name of tarballs()) if (!before.has(name)) rmSync(path.join(root, name));

console.log(`\n${commands.length - notRun.size} README commands run, ${notRun.size} named in docs/testing.md`);
if (failures.length) {
  for (const failure of failures) console.error(`✗ ${failure}`);
  process.exitCode = 1;
}
