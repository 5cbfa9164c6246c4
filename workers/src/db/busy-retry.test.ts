import { describe, expect, it } from "vitest";
import { localEnv, waitingDatabase, waitingForLock } from "./busy-retry";

// Statements the stand-in only names; none is run.
const SELECT_SQL = "SELECT ?1";
const FIRST_INSERT_SQL = "INSERT 1";
const SECOND_INSERT_SQL = "INSERT 2";
const INSERT_SQL = "INSERT";

const busy = () => new Error("D1_ERROR: database is locked: SQLITE_BUSY");

/** A D1 stand-in: each run takes its answer from `answers` in turn (an Error is thrown). */
function scriptedDatabase(answers: unknown[]) {
  const calls: string[] = [];
  const next = async (call: string) => {
    calls.push(call);
    const answer = answers.shift();
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const statement = (sql: string, values: unknown[] = []): D1PreparedStatement =>
    ({
      sql,
      values,
      bind: (...more: unknown[]) => statement(sql, [...values, ...more]),
      first: () => next(`first ${sql} ${values.join(",")}`),
      run: () => next(`run ${sql} ${values.join(",")}`),
      all: () => next(`all ${sql} ${values.join(",")}`),
      raw: () => next(`raw ${sql} ${values.join(",")}`),
    }) as unknown as D1PreparedStatement;
  const db = {
    prepare: (sql: string) => statement(sql),
    batch: (batch: (D1PreparedStatement & { sql: string })[]) => next(`batch ${batch.map((one) => one.sql).join(";")}`),
    exec: (sql: string) => next(`exec ${sql}`),
  } as unknown as D1Database;
  return { db, calls };
}

describe("waitingDatabase (local D1 locked by another process)", () => {
  it("sends a statement refused with SQLITE_BUSY again, with its bound values", async () => {
    const { db, calls } = scriptedDatabase([busy(), busy(), { results: [1] }]);
    const waiting = waitingDatabase(db);
    expect(await waiting.prepare(SELECT_SQL).bind(7).all()).toEqual({ results: [1] });
    expect(calls).toEqual(["all SELECT ?1 7", "all SELECT ?1 7", "all SELECT ?1 7"]);
  });

  it("sends a batch again as the statements D1 made, and exec too", async () => {
    const { db, calls } = scriptedDatabase([busy(), "done", new Error("x", { cause: busy() }), "ran"]);
    const waiting = waitingDatabase(db);
    const batch = [waiting.prepare(FIRST_INSERT_SQL), waiting.prepare(SECOND_INSERT_SQL).bind(2)];
    expect(await waiting.batch(batch)).toBe("done");
    expect(await waiting.exec("PRAGMA x")).toBe("ran");
    expect(calls).toEqual(["batch INSERT 1;INSERT 2", "batch INSERT 1;INSERT 2", "exec PRAGMA x", "exec PRAGMA x"]);
  });

  it("never repeats any other failure, and gives up on a lock after ten tries", async () => {
    const other = scriptedDatabase([new Error("D1_ERROR: UNIQUE constraint failed"), "never"]);
    await expect(waitingDatabase(other.db).prepare(INSERT_SQL).run()).rejects.toThrow("UNIQUE");
    expect(other.calls).toHaveLength(1);

    let tries = 0;
    const locked = waitingForLock(async () => {
      tries += 1;
      throw busy();
    }, 0);
    await expect(locked).rejects.toThrow("SQLITE_BUSY");
    expect(tries).toBe(10);
  });

  it("is used in development only", () => {
    const { db } = scriptedDatabase([]);
    expect(localEnv({ DB: db, ENVIRONMENT: "production" }).DB).toBe(db);
    expect(localEnv({ DB: db, ENVIRONMENT: "test" }).DB).toBe(db);
    expect(localEnv({ DB: db, ENVIRONMENT: "development" }).DB).not.toBe(db);
  });
});
