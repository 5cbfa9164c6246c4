import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkMigrations } from "./check-migrations";

const MIGRATIONS = path.resolve(import.meta.dirname, "../migrations");
// drizzle-kit loads the whole schema on each run: about a second, more on a busy machine.
const TIMEOUT = 60_000;

interface Snapshot {
  tables: Record<string, { columns: Record<string, { name: string }> }>;
}

const scratchDirectories: string[] = [];

/** A copy of the committed migrations, changed by `edit`, standing in for a stale folder. */
async function migrationsCopy(edit: (directory: string) => Promise<void>): Promise<string> {
  const directory = await mkdtemp(path.join(tmpdir(), "truerate-migrations-test-"));
  scratchDirectories.push(directory);
  await cp(MIGRATIONS, directory, { recursive: true });
  await edit(directory);
  return directory;
}

/** drizzle-kit compares the schema with the newest snapshot, so that is the one to make stale. */
async function latestSnapshotFile(directory: string): Promise<string> {
  const journal = JSON.parse(await readFile(path.join(directory, "meta", "_journal.json"), "utf8")) as {
    entries: { idx: number }[];
  };
  const latest = Math.max(...journal.entries.map((entry) => entry.idx));
  return path.join(directory, "meta", `${String(latest).padStart(4, "0")}_snapshot.json`);
}

async function editSnapshot(directory: string, change: (snapshot: Snapshot) => void): Promise<void> {
  const file = await latestSnapshotFile(directory);
  const snapshot = JSON.parse(await readFile(file, "utf8")) as Snapshot;
  change(snapshot);
  await writeFile(file, JSON.stringify(snapshot, null, 2));
}

const usersColumns = (snapshot: Snapshot) => {
  const users = snapshot.tables.users;
  if (!users) throw new Error("the snapshot has no users table");
  return users.columns;
};

afterEach(async () => {
  await Promise.all(scratchDirectories.splice(0).map((directory) => rm(directory, { recursive: true, force: true })));
});

describe("checkMigrations", () => {
  it("finds the committed migrations in step with the drizzle schema", { timeout: TIMEOUT }, async () => {
    const result = await checkMigrations();
    expect(result.problems.join("\n\n")).toBe("");
    expect(result.inSync).toBe(true);
  });

  it("reports the SQL of a schema column the migrations lack", { timeout: TIMEOUT }, async () => {
    const stale = await migrationsCopy((directory) =>
      editSnapshot(directory, (snapshot) => {
        delete usersColumns(snapshot).phone_number;
      }),
    );

    const result = await checkMigrations(stale);

    expect(result.inSync).toBe(false);
    expect(result.problems.join("\n")).toContain("ALTER TABLE `users` ADD `phone_number` text;");
    expect(result.problems.join("\n")).toContain("npm run db:generate");
  });

  it("reports a change drizzle-kit can only resolve by asking (a rename)", { timeout: TIMEOUT }, async () => {
    const stale = await migrationsCopy((directory) =>
      editSnapshot(directory, (snapshot) => {
        const columns = usersColumns(snapshot);
        const column = columns.phone_number;
        if (!column) throw new Error("the snapshot has no users.phone_number");
        delete columns.phone_number;
        columns.phone = { ...column, name: "phone" };
      }),
    );

    const result = await checkMigrations(stale);

    expect(result.inSync).toBe(false);
    expect(result.problems.join("\n")).toContain("did not confirm the schema is unchanged");
  });

  it("reports a SQL file written by hand, outside the journal", async () => {
    const stale = await migrationsCopy((directory) =>
      writeFile(path.join(directory, "9999_by_hand.sql"), "ALTER TABLE `users` ADD `nickname` text;\n"),
    );

    const result = await checkMigrations(stale);

    expect(result.inSync).toBe(false);
    expect(result.problems).toEqual([expect.stringContaining("9999_by_hand.sql is not in meta/_journal.json")]);
  });

  it("reports a journal entry whose SQL file is missing", async () => {
    const stale = await migrationsCopy((directory) => rm(path.join(directory, "0000_init.sql")));

    const result = await checkMigrations(stale);

    expect(result.problems).toEqual([expect.stringContaining("0000_init.sql, which is missing")]);
  });
});
