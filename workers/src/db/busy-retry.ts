// Local development only (`npm start`, the browser tests): Miniflare keeps D1 in a SQLite file that
// another process may lock for a moment — `wrangler d1 execute --local`, a developer's own query or
// a browser test staging what the product cannot (a deadline two days gone) — and workerd's SQLite
// answers SQLITE_BUSY at once instead of waiting for the lock, so the API answered 500. A statement
// or a batch (one transaction) refused that way wrote nothing, so it is sent again after a short
// wait. A deployed D1 has a single writer and never answers SQLITE_BUSY; it is left untouched.

const ATTEMPTS = 10;
const WAIT_MS = 25;
/** The statement methods that run SQL; `bind` gives a new statement, which waits the same way. */
const RUNS = new Set<PropertyKey>(["first", "run", "all", "raw"]);

const isBusy = (error: unknown): boolean =>
  error instanceof Error && (error.message.includes("SQLITE_BUSY") || isBusy(error.cause));

/** `work`, tried again while the database is locked by another process (25 ms, 50 ms, … up to 10 tries). */
export async function waitingForLock<T>(work: () => Promise<T>, waitMs = WAIT_MS): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (!isBusy(error) || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, waitMs * attempt));
    }
  }
}

/** Each waiting statement's own: `batch` is given the statements D1 made. */
const statements = new WeakMap<object, D1PreparedStatement>();

function waitingStatement(statement: D1PreparedStatement): D1PreparedStatement {
  const waiting = new Proxy(statement, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      if (property === "bind") return (...values: unknown[]) => waitingStatement(target.bind(...values));
      if (RUNS.has(property)) return (...args: unknown[]) => waitingForLock(() => value.apply(target, args));
      return value.bind(target);
    },
  });
  statements.set(waiting, statement);
  return waiting;
}

/** `db`, each of its statements and batches tried again while another process holds the file's lock. */
export function waitingDatabase(db: D1Database): D1Database {
  return new Proxy(db, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === "prepare") return (sql: string) => waitingStatement(target.prepare(sql));
      if (property === "batch")
        return (batch: D1PreparedStatement[]) =>
          waitingForLock(() => target.batch(batch.map((statement) => statements.get(statement) ?? statement)));
      if (property === "exec") return (sql: string) => waitingForLock(() => target.exec(sql));
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/** The environment a handler uses: in development its D1 waits for other processes' locks. */
export const localEnv = <E extends { DB: D1Database; ENVIRONMENT?: string }>(env: E): E =>
  env.ENVIRONMENT === "development" ? { ...env, DB: waitingDatabase(env.DB) } : env;
