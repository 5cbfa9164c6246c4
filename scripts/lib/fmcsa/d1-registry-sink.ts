import type { RegistryRole } from "./census-record";
import { mcOwnersStatement, newerRowsStatement, upsertStatement } from "./d1-registry-sql";
import { mcTakenMessage, type RegistrySink, type RegistryWrite, type RegistryWriteOutcome } from "./registry-sink";

const ROLES: readonly RegistryRole[] = ["broker", "carrier"];
type Outcomes = Array<RegistryWriteOutcome | undefined>;

/**
 * Upserts into the registry tables of a D1 database: one statement per table per batch, both in
 * one `db.batch()` (one transaction). Rows the statement did not write are explained in bulk (a
 * newer stored row, or an MC number held by another DOT number), so an old file or a file full of
 * conflicts stays as fast as a clean one; only the unexplained are retried alone.
 */
export class D1RegistrySink implements RegistrySink {
  constructor(private readonly db: D1Database) {}

  async write(batch: readonly RegistryWrite[]): Promise<RegistryWriteOutcome[]> {
    const outcomes: Outcomes = rejectMcReusedInBatch(batch);
    const pending = (role: RegistryRole) => batch.filter((write, at) => write.role === role && !outcomes[at]);
    const roles = ROLES.filter((role) => pending(role).length > 0);
    let written: Set<string> | undefined;
    try {
      const results = await this.db.batch<{ dot_number: string }>(
        roles.map((role) => upsertStatement(this.db, role, pending(role))),
      );
      written = new Set(results.flatMap((result, at) => result.results.map((row) => `${roles[at]}:${row.dot_number}`)));
    } catch {
      // Something the guards do not foresee failed the transaction: replay one by one, so only
      // the offending rows are reported and the rest of the batch still lands (in file order).
      written = undefined;
    }
    for (const [at, write] of batch.entries()) {
      if (!outcomes[at] && written?.has(`${write.role}:${write.record.dotNumber}`))
        outcomes[at] = { status: "written" };
    }
    if (written) await this.explainUnwritten(batch, outcomes);
    for (const [at, write] of batch.entries()) outcomes[at] ??= await this.writeAlone(write);
    return outcomes as RegistryWriteOutcome[];
  }

  /** Fills in the outcome of unwritten rows that a newer stored row or an MC owner explains. */
  private async explainUnwritten(batch: readonly RegistryWrite[], outcomes: Outcomes) {
    const unwritten = batch.filter((_, at) => !outcomes[at]);
    if (unwritten.length === 0) return;
    const roles = ROLES.filter((role) => unwritten.some((write) => write.role === role));
    const results = await this.db.batch<{ dot_number: string; mc_number?: string }>(
      roles.flatMap((role) => {
        const writes = unwritten.filter((write) => write.role === role);
        return [newerRowsStatement(this.db, role, writes), mcOwnersStatement(this.db, role, writes)];
      }),
    );
    const newer = new Set<string>();
    const owners = new Map<string, string>();
    roles.forEach((role, index) => {
      for (const row of results[2 * index]?.results ?? []) newer.add(`${role}:${row.dot_number}`);
      for (const row of results[2 * index + 1]?.results ?? []) owners.set(`${role}:${row.mc_number}`, row.dot_number);
    });
    for (const [at, write] of batch.entries()) {
      if (outcomes[at]) continue;
      const owner = owners.get(`${write.role}:${write.record.mcNumber}`);
      if (newer.has(`${write.role}:${write.record.dotNumber}`)) outcomes[at] = { status: "stale" };
      else if (owner !== undefined && owner !== write.record.dotNumber) {
        outcomes[at] = { status: "rejected", reason: mcTakenMessage(write.record.mcNumber, owner) };
      }
    }
  }

  /** The slow path: the row alone, then asked why when it still is not written. */
  private async writeAlone(write: RegistryWrite): Promise<RegistryWriteOutcome> {
    try {
      const { results } = await upsertStatement(this.db, write.role, [write]).all();
      if (results.length > 0) return { status: "written" };
    } catch (error) {
      return { status: "rejected", reason: error instanceof Error ? error.message : String(error) };
    }
    const outcomes: Outcomes = [undefined];
    await this.explainUnwritten([write], outcomes);
    return (
      outcomes[0] ?? {
        status: "rejected",
        reason: "Not written, and neither a newer row nor an MC conflict explains why",
      }
    );
  }
}

/**
 * One statement checks its guard before inserting any of its rows, so two rows of one batch
 * claiming the same MC number for different DOT numbers are settled here: the first one wins,
 * as it would row by row.
 */
function rejectMcReusedInBatch(batch: readonly RegistryWrite[]): Outcomes {
  const claimed = new Map<string, string>();
  return batch.map(({ role, record }) => {
    const key = `${role}:${record.mcNumber}`;
    const owner = claimed.get(key);
    if (owner !== undefined && owner !== record.dotNumber) {
      return { status: "rejected", reason: mcTakenMessage(record.mcNumber, owner) };
    }
    claimed.set(key, record.dotNumber);
    return undefined;
  });
}
