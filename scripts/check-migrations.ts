/**
 * Fails when the drizzle schema (workers/src/db/schema) and the committed migrations disagree.
 *
 * It runs the real `drizzle-kit generate` against a scratch copy of migrations/ (meta/ included):
 * when the schema holds a change the migrations lack, drizzle-kit writes a new SQL file there, and
 * that file is the report. The committed folder is never touched. It also checks that the journal,
 * the SQL files and the snapshots name each other, since wrangler applies every .sql file it finds
 * while drizzle-kit only knows the journal.
 *
 * Usage: tsx scripts/check-migrations.ts   (exit 1 when out of step; fix with `npm run db:generate`)
 */
import { execFile } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import drizzleConfig from "../workers/drizzle.config";

const ROOT = path.resolve(import.meta.dirname, "..");
const WORKERS = path.join(ROOT, "workers");
const DRIZZLE_KIT = path.join(ROOT, "node_modules/drizzle-kit/bin.cjs");
/** drizzle-kit asks about renames on a terminal and fails fast without one; the limit is a backstop. */
const DRIZZLE_KIT_TIMEOUT_MS = 60_000;
const IN_SYNC_MESSAGE = "No schema changes";

export interface MigrationCheck {
  inSync: boolean;
  problems: string[];
}

interface Journal {
  entries: { idx: number; tag: string }[];
}

export async function checkMigrations(
  migrationsDirectory = path.resolve(WORKERS, drizzleConfig.out ?? "drizzle"),
): Promise<MigrationCheck> {
  const problems = await journalProblems(migrationsDirectory);
  if (problems.length === 0) problems.push(...(await schemaProblems(migrationsDirectory)));
  return { inSync: problems.length === 0, problems };
}

/** Every journal entry has its SQL file and snapshot, and every SQL file is in the journal. */
async function journalProblems(directory: string): Promise<string[]> {
  const journalPath = path.join(directory, "meta", "_journal.json");
  if (!(await exists(journalPath))) return [`${relative(journalPath)} is missing: run \`npm run db:generate\``];
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as Journal;
  const problems: string[] = [];
  for (const { idx, tag } of journal.entries) {
    const snapshot = path.join(directory, "meta", `${String(idx).padStart(4, "0")}_snapshot.json`);
    if (!(await exists(path.join(directory, `${tag}.sql`))))
      problems.push(`The journal names ${tag}.sql, which is missing`);
    if (!(await exists(snapshot))) problems.push(`${tag} has no snapshot ${relative(snapshot)}`);
  }
  const tags = new Set(journal.entries.map((entry) => `${entry.tag}.sql`));
  for (const file of await readdir(directory)) {
    if (file.endsWith(".sql") && !tags.has(file)) {
      problems.push(
        `${file} is not in meta/_journal.json: migrations are written by \`npm run db:generate\`, not by hand`,
      );
    }
  }
  return problems;
}

/** Runs drizzle-kit generate into a scratch copy; any file it writes is a change the migrations lack. */
async function schemaProblems(migrationsDirectory: string): Promise<string[]> {
  const scratch = await mkdtemp(path.join(tmpdir(), "truerate-migrations-"));
  try {
    await cp(migrationsDirectory, scratch, { recursive: true });
    const before = await listFiles(scratch);
    const output = await runDrizzleKitGenerate(scratch);
    const written = (await listFiles(scratch)).filter((file) => !before.includes(file));
    const newSql = written.filter((file) => file.endsWith(".sql"));
    if (newSql.length > 0) {
      const statements = await Promise.all(newSql.map((file) => readFile(path.join(scratch, file), "utf8")));
      return [
        "The drizzle schema has changes the committed migrations lack. drizzle-kit would write:\n" +
          `${statements.join("\n").trim()}\n` +
          "Run `npm run db:generate` and commit the new migration.",
      ];
    }
    if (!output.includes(IN_SYNC_MESSAGE)) {
      return [`drizzle-kit generate did not confirm the schema is unchanged. Its output:\n${output.trim()}`];
    }
    return [];
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

async function runDrizzleKitGenerate(out: string): Promise<string> {
  const args = [
    DRIZZLE_KIT,
    "generate",
    `--dialect=${drizzleConfig.dialect}`,
    `--schema=${String(drizzleConfig.schema)}`,
    // drizzle-kit prefixes `out` with "./", so it must be relative to the working directory.
    `--out=${path.relative(WORKERS, out)}`,
  ];
  if (drizzleConfig.casing) args.push(`--casing=${drizzleConfig.casing}`);
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, args, {
      cwd: WORKERS,
      timeout: DRIZZLE_KIT_TIMEOUT_MS,
      env: { ...process.env, NO_COLOR: "1" },
    });
    // drizzle-kit exits 0 even when it fails (a rename question without a terminal, a bad schema).
    return `${stdout}\n${stderr}`;
  } catch (error) {
    return `drizzle-kit generate failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}

async function listFiles(directory: string, prefix = ""): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const name = path.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(path.join(directory, entry.name), name)));
    else files.push(name);
  }
  return files.sort();
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

const relative = (file: string) => path.relative(ROOT, file);

async function main() {
  const { inSync, problems } = await checkMigrations();
  if (inSync) {
    console.log("Migrations match the drizzle schema.");
    return;
  }
  console.error(`Migrations and the drizzle schema disagree:\n\n${problems.join("\n\n")}`);
  process.exitCode = 1;
}

if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  await main();
}
