import type { RegistryRecord, RegistryRole } from "./census-record";

/** One upsert for one table: a census row that is both broker and carrier makes two. */
export interface RegistryWrite {
  /** The CSV line the row started on, for reports. */
  line: number;
  role: RegistryRole;
  record: RegistryRecord;
  /** The census file's as-of date: the data's `last_updated`. */
  asOf: Date;
  /** The census file's name, kept with the row (null when the import does not name one). */
  sourceFile?: string | null;
}

export type RegistryWriteOutcome =
  | { status: "written" }
  /** The stored row came from a newer census file, so it was kept. */
  | { status: "stale" }
  | { status: "rejected"; reason: string };

/**
 * Where imported records go. The importer knows only this, so the local D1 (scripts), a remote D1
 * or a test's memory can be plugged in. `write` answers one outcome per write, in order, and
 * must not throw for a bad row: only for a sink that cannot work at all.
 */
export interface RegistrySink {
  write(batch: readonly RegistryWrite[]): Promise<RegistryWriteOutcome[]>;
}

/** MC conflict message shared by every sink, so reports read the same whatever the store. */
export const mcTakenMessage = (mcNumber: string, otherDotNumber: string) =>
  `MC number ${mcNumber} already belongs to DOT ${otherDotNumber}`;

/** A sink that keeps the registry in memory with the same rules as the database (for tests and dry runs). */
export class MemoryRegistrySink implements RegistrySink {
  readonly tables: Record<RegistryRole, Map<string, RegistryRecord & { lastUpdated: Date }>> = {
    broker: new Map(),
    carrier: new Map(),
  };
  batches = 0;

  async write(batch: readonly RegistryWrite[]): Promise<RegistryWriteOutcome[]> {
    this.batches += 1;
    return batch.map((write) => this.upsert(write));
  }

  private readonly mcOwners: Record<RegistryRole, Map<string, string>> = { broker: new Map(), carrier: new Map() };

  private upsert({ role, record, asOf }: RegistryWrite): RegistryWriteOutcome {
    const owner = this.mcOwners[role].get(record.mcNumber);
    if (owner !== undefined && owner !== record.dotNumber) {
      return { status: "rejected", reason: mcTakenMessage(record.mcNumber, owner) };
    }
    const table = this.tables[role];
    const stored = table.get(record.dotNumber);
    if (stored && stored.lastUpdated > asOf) return { status: "stale" };
    if (stored) this.mcOwners[role].delete(stored.mcNumber);
    this.mcOwners[role].set(record.mcNumber, record.dotNumber);
    table.set(record.dotNumber, { ...record, lastUpdated: asOf });
    return { status: "written" };
  }
}
