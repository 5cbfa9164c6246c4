import { spawnSync } from "node:child_process";
import { join } from "node:path";

/** The browser tests' own local state (scripts/e2e-api.mjs persists the API's D1 there). */
const E2E_STATE_DIR = process.env.E2E_STATE_DIR ?? ".wrangler/e2e";
const BUSY_ATTEMPTS = 5;

/**
 * Runs one SQL statement on the API's local D1, for what a browser test cannot stage through the
 * product (a deadline two days gone, a year of a lane's history). The running API writes the same
 * SQLite file, so a statement can meet a lock (SQLITE_BUSY): it is tried again, so it must be
 * idempotent or fail before writing. The API, in development, waits for this one's lock the same
 * way (workers/src/db/busy-retry.ts): a test's staging once made a sign-up elsewhere answer 500.
 */
export function runLocalSql(sql: string): void {
  for (let attempt = 1; ; attempt += 1) {
    const result = spawnSync(
      "npx",
      ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", E2E_STATE_DIR, "--command", sql],
      { cwd: join(import.meta.dirname, "../.."), encoding: "utf8", env: { ...process.env, WRANGLER_LOG: "error" } },
    );
    if (result.status === 0) return;
    const output = result.stderr || result.stdout;
    if (!output.includes("SQLITE_BUSY") || attempt >= BUSY_ATTEMPTS) {
      throw new Error(`wrangler d1 execute failed: ${output}`);
    }
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250 * attempt);
  }
}

/** Rows of one read-only SQL statement on the API's local D1 (what the product shows only in an e-mail). */
export function queryLocalSql<Row>(sql: string): Row[] {
  const result = spawnSync(
    "npx",
    ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", E2E_STATE_DIR, "--json", "--command", sql],
    // Not WRANGLER_LOG=error here: it silences the --json answer too.
    { cwd: join(import.meta.dirname, "../.."), encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed: ${result.stderr || result.stdout}`);
  return (JSON.parse(result.stdout) as { results: Row[] }[])[0]?.results ?? [];
}
