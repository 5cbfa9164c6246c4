import type { AuthorityHistoryRecord } from "./authority-history-record";

/** One authority history row to upsert, with its file's as-of date and name. */
export interface AuthorityHistoryWrite {
  line: number;
  record: AuthorityHistoryRecord;
  asOf: Date;
  sourceFile?: string | null;
}

/** Written, or kept because the stored row came from a newer history file. */
export type AuthorityHistoryWriteOutcome = { status: "written" } | { status: "stale" };

/** Where the authority history goes: the local D1 (scripts), or a test's memory. One outcome per write, in order. */
export interface AuthorityHistorySink {
  write(batch: readonly AuthorityHistoryWrite[]): Promise<AuthorityHistoryWriteOutcome[]>;
}

/** The history in memory, with the database's rule: a row from an older file never replaces a newer one. */
export class MemoryAuthorityHistorySink implements AuthorityHistorySink {
  readonly rows = new Map<string, AuthorityHistoryRecord & { lastUpdated: Date }>();

  async write(batch: readonly AuthorityHistoryWrite[]): Promise<AuthorityHistoryWriteOutcome[]> {
    return batch.map(({ record, asOf }) => {
      const stored = this.rows.get(record.grantKey);
      if (stored && stored.lastUpdated > asOf) return { status: "stale" };
      this.rows.set(record.grantKey, { ...record, lastUpdated: asOf });
      return { status: "written" };
    });
  }
}
