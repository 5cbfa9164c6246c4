import {
  type AuthorityHistoryColumns,
  mapAuthorityHistoryRow,
  resolveAuthorityHistoryColumns,
} from "./authority-history-record";
import type { AuthorityHistorySink, AuthorityHistoryWrite } from "./authority-history-sink";
import { readCsvRecordBatches } from "./csv-parser";
import { CensusFormatError, DEFAULT_BATCH_SIZE, type RejectedRow } from "./import-census";

export interface AuthorityHistoryProgress {
  rowsRead: number;
  imported: number;
  rejected: number;
  /** Rows older than what the history already holds for that authority. */
  stale: number;
}

export interface ImportAuthorityHistoryOptions {
  chunks: AsyncIterable<string> | Iterable<string>;
  asOf: Date;
  sourceFile?: string;
  sink: AuthorityHistorySink;
  batchSize?: number;
  onRejected?: (row: RejectedRow) => void;
  onProgress?: (progress: Readonly<AuthorityHistoryProgress>) => void;
}

/**
 * Streams an FMCSA authority history file into a sink, as the census importer does its file: parse,
 * map and validate each row, upsert in batches, report every bad row with its line and reason.
 */
export async function importAuthorityHistory(
  options: ImportAuthorityHistoryOptions,
): Promise<AuthorityHistoryProgress> {
  const { sink, asOf, sourceFile, onRejected, onProgress } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const progress: AuthorityHistoryProgress = { rowsRead: 0, imported: 0, rejected: 0, stale: 0 };
  const reject = (line: number, reasons: string[]) => {
    progress.rejected += 1;
    onRejected?.({ line, reasons });
  };
  let columns: AuthorityHistoryColumns | undefined;
  let batch: AuthorityHistoryWrite[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const writes = batch;
    batch = [];
    const outcomes = await sink.write(writes);
    if (outcomes.length !== writes.length)
      throw new Error(`The sink answered ${outcomes.length} outcomes for ${writes.length} writes`);
    for (const outcome of outcomes) progress[outcome.status === "written" ? "imported" : "stale"] += 1;
    onProgress?.(progress);
  };

  for await (const records of readCsvRecordBatches(options.chunks)) {
    for (const record of records) {
      if (!columns) {
        columns = headerColumns(record.fields, record.error);
        continue;
      }
      progress.rowsRead += 1;
      if (record.error) reject(record.line, [record.error]);
      else if (record.fields.length !== columns.fieldCount)
        reject(record.line, [`Expected ${columns.fieldCount} fields, found ${record.fields.length}`]);
      else {
        const result = mapAuthorityHistoryRow(record.fields, columns);
        if (result.kind === "rejected") reject(record.line, result.reasons);
        else {
          batch.push({ line: record.line, record: result.record, asOf, sourceFile });
          if (batch.length >= batchSize) await flush();
        }
      }
    }
  }
  if (!columns) throw new CensusFormatError("The file is empty: no header row");
  await flush();
  onProgress?.(progress);
  return progress;
}

function headerColumns(header: string[], error: string | undefined): AuthorityHistoryColumns {
  if (error) throw new CensusFormatError(`The header row cannot be read: ${error}`);
  const columns = resolveAuthorityHistoryColumns(header);
  const missing = columns.missingRequired;
  if (missing.length > 0)
    throw new CensusFormatError(
      `Not an FMCSA authority history file: no ${missing.join(", ")} column${missing.length > 1 ? "s" : ""} (in upper or lower case)`,
    );
  return columns;
}
