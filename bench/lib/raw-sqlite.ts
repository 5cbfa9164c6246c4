// The same search statement on the same data, straight on the SQLite file miniflare persisted,
// through Node's built-in node:sqlite: the floor the worker's time is compared with.
import { readdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { searchRequestSchema } from "@truerate/domain/validation/search";
import { buildSearchQuery } from "../../workers/src/services/loads/search-query";
import type { SearchBody } from "./queries";

/** The D1 database file of the benchmark state (miniflare names it by a hash of the database id). */
export function findD1File(persistTo: string): string {
  const directory = path.join(persistTo, "v3", "d1", "miniflare-D1DatabaseObject");
  const files = readdirSync(directory).filter((name) => name.endsWith(".sqlite"));
  for (const name of files) {
    const file = path.join(directory, name);
    const db = new DatabaseSync(file, { readOnly: true });
    try {
      const table = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'loads'").get();
      if (table) return file;
    } finally {
      db.close();
    }
  }
  throw new Error(`No D1 database with a loads table under ${directory}`);
}

/**
 * `sessionId` is the benchmark carrier's: the worker sends the search guarded by that session
 * being live (liveSessionCondition), and so does this side, so the SQL text is the same.
 */
export function openRaw(file: string, sessionId: string) {
  const db = new DatabaseSync(file, { readOnly: true });
  const statementOf = (body: SearchBody) =>
    buildSearchQuery(searchRequestSchema.parse(body), { session: { sessionId, now: Date.now() } });
  const run = (body: SearchBody) => {
    const query = statementOf(body);
    const started = performance.now();
    const rows = db.prepare(query.sql).all(...query.params);
    return { ms: performance.now() - started, rows: rows.length };
  };
  const plan = (body: SearchBody) => {
    const query = statementOf(body);
    return db
      .prepare(`EXPLAIN QUERY PLAN ${query.sql}`)
      .all(...query.params)
      .map((row) => String(row.detail));
  };
  return { run, plan, close: () => db.close() };
}
