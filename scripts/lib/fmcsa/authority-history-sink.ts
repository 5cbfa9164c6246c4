import type { AuthorityEvent } from "./authority-event-record";
import { applyAuthorityEvents, type ResolvedAuthorityEvent } from "./authority-events";
import type { AuthorityHistoryRecord } from "./authority-history-record";

/** One authority history row to upsert, with its file's as-of date and name. */
export interface AuthorityHistoryWrite {
  line: number;
  record: AuthorityHistoryRecord;
  asOf: Date;
  sourceFile?: string | null;
}

/** One status change (the Motus layout) to apply to the history, with its file's as-of date and name. */
export interface AuthorityEventWrite {
  line: number;
  event: AuthorityEvent;
  asOf: Date;
  sourceFile?: string | null;
}

/** Written, or kept because the stored row came from a newer history file. */
export type AuthorityHistoryWriteOutcome = { status: "written" } | { status: "stale" };

/**
 * An event's outcome: written; stale (the history already said it, or a newer file wrote the record);
 * unmatched (it names only a USDOT number the census has no MC number for).
 */
export type AuthorityEventOutcome = AuthorityHistoryWriteOutcome | { status: "unmatched" };

/** Where the authority history goes: the local D1 (scripts), or a test's memory. One outcome per write, in order. */
export interface AuthorityHistorySink {
  write(batch: readonly AuthorityHistoryWrite[]): Promise<AuthorityHistoryWriteOutcome[]>;
  writeEvents(batch: readonly AuthorityEventWrite[]): Promise<AuthorityEventOutcome[]>;
}

/** What applying events needs of a store: the census's MC numbers, the stored records, and the upsert. */
interface AuthorityHistoryStore {
  mcNumbersOfDots(dots: readonly string[]): Promise<Map<string, string>>;
  recordsOfMcs(mcs: readonly string[]): Promise<AuthorityHistoryRecord[]>;
  write(batch: readonly AuthorityHistoryWrite[]): Promise<AuthorityHistoryWriteOutcome[]>;
}

const unique = (values: Iterable<string>) => [...new Set(values)];

/** A batch of events: each named by its MC (else the census's for its USDOT), applied to the MCs' records. */
export async function writeAuthorityEvents(
  store: AuthorityHistoryStore,
  batch: readonly AuthorityEventWrite[],
): Promise<AuthorityEventOutcome[]> {
  const dots = unique(
    batch.flatMap(({ event }) => (event.mcNumber === null && event.dotNumber ? [event.dotNumber] : [])),
  );
  const mcOfDot = dots.length > 0 ? await store.mcNumbersOfDots(dots) : new Map<string, string>();
  const resolved = batch.map(({ event }): ResolvedAuthorityEvent | null => {
    const mcNumber = event.mcNumber ?? mcOfDot.get(event.dotNumber ?? "") ?? null;
    return mcNumber === null ? null : { ...event, mcNumber };
  });
  const events = resolved.filter((event) => event !== null);
  const stored = events.length > 0 ? await store.recordsOfMcs(unique(events.map((event) => event.mcNumber))) : [];
  const { changed, keys } = applyAuthorityEvents(stored, events);
  const { asOf, sourceFile } = batch[0] ?? { asOf: new Date(0) };
  const outcomes =
    changed.length > 0 ? await store.write(changed.map((record) => ({ line: 0, record, asOf, sourceFile }))) : [];
  const written = new Set(changed.filter((_, index) => outcomes[index]?.status === "written").map((r) => r.grantKey));
  let next = 0;
  return resolved.map((event) => {
    if (event === null) return { status: "unmatched" };
    const key = keys[next++];
    return key != null && written.has(key) ? { status: "written" } : { status: "stale" };
  });
}

/** The history in memory, with the database's rule: a row from an older file never replaces a newer one. */
export class MemoryAuthorityHistorySink implements AuthorityHistorySink {
  readonly rows = new Map<string, AuthorityHistoryRecord & { lastUpdated: Date }>();

  /** `census`: USDOT number → MC number, as the imported census would answer it. */
  constructor(private readonly census: ReadonlyMap<string, string> = new Map()) {}

  async write(batch: readonly AuthorityHistoryWrite[]): Promise<AuthorityHistoryWriteOutcome[]> {
    return batch.map(({ record, asOf }) => {
      const stored = this.rows.get(record.grantKey);
      if (stored && stored.lastUpdated > asOf) return { status: "stale" };
      this.rows.set(record.grantKey, { ...record, lastUpdated: asOf });
      return { status: "written" };
    });
  }

  writeEvents(batch: readonly AuthorityEventWrite[]): Promise<AuthorityEventOutcome[]> {
    return writeAuthorityEvents(
      {
        mcNumbersOfDots: async (dots) =>
          new Map(dots.flatMap((dot) => (this.census.has(dot) ? [[dot, this.census.get(dot) as string]] : []))),
        recordsOfMcs: async (mcs) => [...this.rows.values()].filter((row) => mcs.includes(row.mcNumber)),
        write: (writes) => this.write(writes),
      },
      batch,
    );
  }
}
