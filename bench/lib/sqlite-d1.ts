// The D1 calls the lane services make (prepare, bind, all, raw, first, run, batch), answered by
// node:sqlite on a local file: the kept-answers simulation runs the services' own code and SQL at
// sizes Miniflare's D1 would take too long to load. A bench stand-in only; tests use workerd's D1.
import type { DatabaseSync, SQLInputValue } from "node:sqlite";

type Row = Record<string, unknown>;

class Statement {
  constructor(
    private readonly db: DatabaseSync,
    private readonly sql: string,
    private readonly params: SQLInputValue[] = [],
  ) {}

  bind(...params: unknown[]) {
    return new Statement(this.db, this.sql, params as SQLInputValue[]);
  }

  async all<T = Row>() {
    return { results: this.db.prepare(this.sql).all(...this.params) as T[], success: true, meta: {} };
  }

  async raw<T = unknown[]>() {
    const statement = this.db.prepare(this.sql);
    statement.setReturnArrays(true);
    return statement.all(...this.params) as T[];
  }

  async first<T = Row>() {
    return (this.db.prepare(this.sql).get(...this.params) ?? null) as T | null;
  }

  async run() {
    const result = this.db.prepare(this.sql).run(...this.params);
    return { results: [], success: true, meta: { changes: Number(result.changes) } };
  }
}

/** A D1Database over a node:sqlite connection; batch runs its statements in one transaction. */
export function sqliteD1(db: DatabaseSync): D1Database {
  return {
    prepare: (sql: string) => new Statement(db, sql),
    batch: async (statements: Statement[]) => {
      db.exec("BEGIN");
      try {
        const results = [];
        for (const statement of statements) results.push(await statement.all());
        db.exec("COMMIT");
        return results;
      } catch (error) {
        db.exec("ROLLBACK");
        throw error;
      }
    },
  } as unknown as D1Database;
}
