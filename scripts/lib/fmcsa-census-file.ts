import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { type AsOfDate, censusAsOfDate } from "./fmcsa/as-of-date";
import { type ImportProgress, importCensus, type RejectedRow } from "./fmcsa/import-census";
import type { RegistrySink } from "./fmcsa/registry-sink";

export interface ImportCensusFileOptions {
  file: string;
  sink: RegistrySink;
  /** The `--as-of` flag, when given. */
  asOfFlag?: string;
  batchSize?: number;
  onRejected?: (row: RejectedRow) => void;
  onProgress?: (progress: Readonly<ImportProgress>) => void;
}

export interface ImportCensusFileResult {
  asOf: AsOfDate;
  summary: ImportProgress;
  elapsedMs: number;
}

/** Streams a census CSV file from disk through the importer (1 MiB reads; never the whole file). */
export async function importCensusFile(options: ImportCensusFileOptions): Promise<ImportCensusFileResult> {
  const info = await stat(options.file);
  const asOf = censusAsOfDate({
    flag: options.asOfFlag,
    fileName: path.basename(options.file),
    modifiedAt: info.mtime,
  });
  const started = performance.now();
  const stream = createReadStream(options.file, { encoding: "utf8", highWaterMark: 1 << 20 });
  try {
    const summary = await importCensus({
      chunks: stream as AsyncIterable<string>,
      asOf: asOf.date,
      sourceFile: path.basename(options.file),
      sink: options.sink,
      batchSize: options.batchSize,
      onRejected: options.onRejected,
      onProgress: options.onProgress,
    });
    return { asOf, summary, elapsedMs: performance.now() - started };
  } finally {
    stream.destroy();
  }
}

/** One line per rejected row, as the reporter prints it and the --rejects file stores it. */
export const describeRejection = (row: RejectedRow) => `line ${row.line}: ${row.reasons.join("; ")}`;
