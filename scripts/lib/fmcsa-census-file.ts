import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import { type AsOfDate, censusAsOfDate } from "./fmcsa/as-of-date";
import type { AuthorityHistorySink } from "./fmcsa/authority-history-sink";
import { type AuthorityHistoryProgress, importAuthorityHistory } from "./fmcsa/import-authority-history";
import { type ImportProgress, importCensus, type RejectedRow } from "./fmcsa/import-census";
import type { RegistrySink } from "./fmcsa/registry-sink";

interface ImportFileOptions<Sink, Progress> {
  file: string;
  sink: Sink;
  /** The `--as-of` flag, when given. */
  asOfFlag?: string;
  batchSize?: number;
  onRejected?: (row: RejectedRow) => void;
  onProgress?: (progress: Readonly<Progress>) => void;
}

export type ImportCensusFileOptions = ImportFileOptions<RegistrySink, ImportProgress>;

export interface ImportFileResult<Summary> {
  asOf: AsOfDate;
  summary: Summary;
  elapsedMs: number;
}

/** A registry file streamed from disk (1 MiB reads; never the whole file), with its as-of date and name. */
async function importFile<Summary>(
  options: { file: string; asOfFlag?: string },
  run: (file: { chunks: AsyncIterable<string>; asOf: Date; sourceFile: string }) => Promise<Summary>,
): Promise<ImportFileResult<Summary>> {
  const info = await stat(options.file);
  const asOf = censusAsOfDate({
    flag: options.asOfFlag,
    fileName: path.basename(options.file),
    modifiedAt: info.mtime,
  });
  const started = performance.now();
  const stream = createReadStream(options.file, { encoding: "utf8", highWaterMark: 1 << 20 });
  try {
    const summary = await run({
      chunks: stream as AsyncIterable<string>,
      asOf: asOf.date,
      sourceFile: path.basename(options.file),
    });
    return { asOf, summary, elapsedMs: performance.now() - started };
  } finally {
    stream.destroy();
  }
}

/** Imports a census CSV file through the census importer. */
export const importCensusFile = ({ file, asOfFlag, ...options }: ImportCensusFileOptions) =>
  importFile({ file, asOfFlag }, (opened) => importCensus({ ...options, ...opened }));

/** Imports an authority history (AuthHist) CSV file through its importer. */
export const importAuthorityHistoryFile = ({
  file,
  asOfFlag,
  ...options
}: ImportFileOptions<AuthorityHistorySink, AuthorityHistoryProgress>) =>
  importFile({ file, asOfFlag }, (opened) => importAuthorityHistory({ ...options, ...opened }));

/** One line per rejected row, as the reporter prints it and the --rejects file stores it. */
export const describeRejection = (row: RejectedRow) => `line ${row.line}: ${row.reasons.join("; ")}`;
