import { type CensusColumns, resolveCensusColumns } from "./census-columns";
import { mapCensusRow } from "./census-record";
import { readCsvRecordBatches } from "./csv-parser";
import type { RegistrySink, RegistryWrite, RegistryWriteOutcome } from "./registry-sink";

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

export interface RejectedRow {
  line: number;
  reasons: string[];
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

/** The file itself is unusable (no header, required columns missing): nothing was imported. */
export class CensusFormatError extends Error {
  override name = "CensusFormatError";
}

export const DEFAULT_BATCH_SIZE = 500;

/**
 * Streams a census file into a registry sink: parse, map and validate each row, upsert in
 * batches, and report every bad row with its line and reason while carrying on.
 */
export async function importCensus(options: ImportCensusOptions): Promise<ImportProgress> {
  const { sink, asOf, sourceFile, onRejected, onProgress } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const progress: ImportProgress = {
    rowsRead: 0,
    imported: 0,
    rejected: 0,
    skipped: 0,
    stale: 0,
    brokersWritten: 0,
    carriersWritten: 0,
  };
  const reject = (line: number, reasons: string[]) => {
    progress.rejected += 1;
    onRejected?.({ line, reasons });
  };
  let columns: CensusColumns | undefined;
  let batch: RegistryWrite[] = [];

  const flush = async () => {
    if (batch.length === 0) return;
    const writes = batch;
    batch = [];
    const outcomes = await sink.write(writes);
    if (outcomes.length !== writes.length)
      throw new Error(`The sink answered ${outcomes.length} outcomes for ${writes.length} writes`);
    tally(writes, outcomes, progress, reject);
    onProgress?.(progress);
  };

  for await (const records of readCsvRecordBatches(options.chunks)) {
    for (const record of records) {
      if (!columns) {
        columns = headerColumns(record.fields, record.error);
        continue;
      }
      progress.rowsRead += 1;
      if (record.error) {
        reject(record.line, [record.error]);
        continue;
      }
      if (record.fields.length !== columns.fieldCount) {
        reject(record.line, [`Expected ${columns.fieldCount} fields, found ${record.fields.length}`]);
        continue;
      }
      const result = mapCensusRow(record.fields, columns);
      if (result.kind === "rejected") reject(record.line, result.reasons);
      else if (result.kind === "skipped") progress.skipped += 1;
      else {
        for (const role of result.roles)
          batch.push({ line: record.line, role, record: result.record, asOf, sourceFile });
        if (batch.length >= batchSize) await flush();
      }
    }
  }
  if (!columns) throw new CensusFormatError("The file is empty: no header row");
  await flush();
  onProgress?.(progress);
  return progress;
}

function headerColumns(header: string[], error: string | undefined): CensusColumns {
  if (error) throw new CensusFormatError(`The header row cannot be read: ${error}`);
  const columns = resolveCensusColumns(header);
  if (columns.missingRequired.length > 0) {
    const missing = columns.missingRequired;
    throw new CensusFormatError(
      `Not an FMCSA census file: no ${missing.join(", ")} column${missing.length > 1 ? "s" : ""} (in upper or lower case)`,
    );
  }
  return columns;
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
