/**
 * Applies the D1 migrations to a local database the way `wrangler d1 migrations apply DB --local`
 * does (each file's statements split by wrangler's own splitter and run in one batch with its row
 * in `d1_migrations`), but through one D1 binding that is already open: wrangler starts a runtime
 * per file, about 0.6 s each, so a fresh database took 15–20 s; this takes well under one. The
 * bookkeeping is wrangler's, so `wrangler d1 migrations apply` later sees these as applied.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { unstable_splitSqlQuery } from "wrangler";

const MIGRATIONS_DIR = path.join(import.meta.dirname, "..", "..", "migrations");
/** wrangler's default migrations table (wrangler.toml sets no `migrations_table`). */
const TABLE = "d1_migrations";

/** The migration files not yet applied, in order (wrangler's order: by name). */
export function pendingMigrations(files: readonly string[], applied: readonly string[]): string[] {
  const done = new Set(applied);
  return files.filter((name) => name.endsWith(".sql") && !done.has(name)).sort((a, b) => a.localeCompare(b, "en"));
}

/** Applies what is pending; resolves to the names it applied. */
export async function applyLocalMigrations(db: D1Database): Promise<string[]> {
  await db
    .prepare(
      `CREATE TABLE IF NOT EXISTS ${TABLE} (id INTEGER PRIMARY KEY AUTOINCREMENT, name TEXT UNIQUE,
       applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL)`,
    )
    .run();
  const applied = (await db.prepare(`SELECT name FROM ${TABLE} ORDER BY id`).all<{ name: string }>()).results;
  const pending = pendingMigrations(
    readdirSync(MIGRATIONS_DIR),
    applied.map((row) => row.name),
  );
  for (const name of pending) {
    const sql = readFileSync(path.join(MIGRATIONS_DIR, name), "utf8");
    const statements = unstable_splitSqlQuery(
      `${sql}\nINSERT INTO ${TABLE} (name) VALUES ('${name.replace(/'/g, "''")}');`,
    );
    try {
      await db.batch(statements.map((statement) => db.prepare(statement)));
    } catch (error) {
      throw new Error(`Migration ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return pending;
}
