import { mapAuthorityHistoryRow, resolveAuthorityHistoryColumns } from "./authority-history-record";
import type { AuthorityHistorySink, AuthorityHistoryWrite } from "./authority-history-sink";
import { importRegistryRows, type RejectedRow } from "./registry-rows";

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
  const { sink, asOf, sourceFile } = options;
  const progress: AuthorityHistoryProgress = { rowsRead: 0, imported: 0, rejected: 0, stale: 0 };
  return importRegistryRows(options, {
    fileKind: "an FMCSA authority history file",
    resolve: resolveAuthorityHistoryColumns,
    progress,
    writesOf(line, fields, columns, reject): AuthorityHistoryWrite[] {
      const result = mapAuthorityHistoryRow(fields, columns);
      if (result.kind === "rejected") {
        reject(line, result.reasons);
        return [];
      }
      return [{ line, record: result.record, asOf, sourceFile }];
    },
    write: (writes) => sink.write(writes),
    written(_, outcomes) {
      for (const outcome of outcomes) progress[outcome.status === "written" ? "imported" : "stale"] += 1;
    },
  });
}
