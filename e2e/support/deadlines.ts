import { spawnSync } from "node:child_process";
import { join } from "node:path";

/** The browser tests' own local state (scripts/e2e-api.mjs persists the API's D1 there). */
const E2E_STATE_DIR = process.env.E2E_STATE_DIR ?? ".wrangler/e2e";
const BUSY_ATTEMPTS = 5;

/**
 * Puts a load's 48-hour deadline two hours in the past and marks it overdue, as the deadline
 * engine would have: a browser test cannot wait 48 hours. Writes the API's local D1 directly.
 */
export function makeLoadOverdue(loadId: string): void {
  if (!/^[0-9a-f-]{36}$/.test(loadId)) throw new Error(`not a load id: ${loadId}`);
  const sql =
    "UPDATE loads SET compliance_status = 'overdue', " +
    `deadline_at = CAST(unixepoch('subsec') * 1000 AS INTEGER) - 7200000 WHERE id = '${loadId}'`;
  // The running API writes the same SQLite file, so the update can meet a lock (SQLITE_BUSY); it is
  // idempotent, so it is simply tried again.
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
