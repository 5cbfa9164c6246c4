import { resolveCensusColumns } from "./census-columns";
import { mapCensusRow } from "./census-record";
import { CensusFormatError, importRegistryRows, type RejectedRow } from "./registry-rows";
import type { RegistrySink, RegistryWrite, RegistryWriteOutcome } from "./registry-sink";

export { CensusFormatError, type RejectedRow };

export interface ImportProgress {
  /** Data rows read (the header excluded). */
  rowsRead: number;
  /** Rows written to every table their roles name. */
  imported: number;
  rejected: number;
  /** Rows for entities that are neither broker nor carrier. */
  skipped: number;
  /** Rows older than what the registry already holds for that DOT number. */
  stale: number;
  brokersWritten: number;
  carriersWritten: number;
}

export interface ImportCensusOptions {
  /** The file's text, in chunks of any size. */
  chunks: AsyncIterable<string> | Iterable<string>;
  asOf: Date;
  /** The census file's name, stored with every row so lookups can cite it. */
  sourceFile?: string;
  sink: RegistrySink;
  /** Upserts per sink call; a row that is broker and carrier keeps its two writes in one batch. */
  batchSize?: number;
  onRejected?: (row: RejectedRow) => void;
  /** Called after every batch. */
  onProgress?: (progress: Readonly<ImportProgress>) => void;
}

/**
 * Streams a census file into a registry sink: parse, map and validate each row, upsert in
 * batches, and report every bad row with its line and reason while carrying on.
 */
export async function importCensus(options: ImportCensusOptions): Promise<ImportProgress> {
  const { sink, asOf, sourceFile } = options;
  const progress: ImportProgress = {
    rowsRead: 0,
    imported: 0,
    rejected: 0,
    skipped: 0,
    stale: 0,
    brokersWritten: 0,
    carriersWritten: 0,
  };
  return importRegistryRows(options, {
    fileKind: "an FMCSA census file",
    resolve: resolveCensusColumns,
    progress,
    writesOf(line, fields, columns, reject): RegistryWrite[] {
      const result = mapCensusRow(fields, columns);
      if (result.kind === "rejected") reject(line, result.reasons);
      if (result.kind === "skipped") progress.skipped += 1;
      if (result.kind !== "record") return [];
      return result.roles.map((role) => ({ line, role, record: result.record, asOf, sourceFile }));
    },
    write: (writes) => sink.write(writes),
    written: (writes, outcomes, reject) => tally(writes, outcomes, progress, reject),
  });
}

/** Folds a batch's outcomes into per-row results: one bad write makes its row rejected. */
function tally(
  writes: readonly RegistryWrite[],
  outcomes: readonly RegistryWriteOutcome[],
  progress: ImportProgress,
  reject: (line: number, reasons: string[]) => void,
) {
  const rows = new Map<number, { reasons: string[]; written: number }>();
  writes.forEach((write, position) => {
    const outcome = outcomes[position];
    const row = rows.get(write.line) ?? { reasons: [], written: 0 };
    rows.set(write.line, row);
    if (outcome?.status === "rejected") row.reasons.push(`${write.role}: ${outcome.reason}`);
    if (outcome?.status === "written") {
      row.written += 1;
      if (write.role === "broker") progress.brokersWritten += 1;
      else progress.carriersWritten += 1;
    }
  });
  for (const [line, row] of rows) {
    if (row.reasons.length > 0) reject(line, row.reasons);
    else if (row.written === 0) progress.stale += 1;
    else progress.imported += 1;
  }
}
