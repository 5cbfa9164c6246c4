import { readCsvRecordBatches } from "./csv-parser";

/** A data row the importer refused, with the line it starts on and every reason. */
export interface RejectedRow {
  line: number;
  reasons: string[];
}

/** The file itself is unusable (no header, required columns missing): nothing was imported. */
export class CensusFormatError extends Error {
  override name = "CensusFormatError";
}

const DEFAULT_BATCH_SIZE = 500;

type Reject = (line: number, reasons: string[]) => void;

interface ResolvedColumns {
  missingRequired: readonly string[];
  fieldCount: number;
}

/**
 * The import loop the registry importers (census, authority history) share. The first record is the
 * header, resolved by `resolve` and refused when a required column is missing; every later record
 * counts in `progress.rowsRead` (live: a progress report in between sees it) and is rejected with its
 * line when unreadable or of another width than the header, else mapped by `writesOf` into the writes
 * it makes (none when the mapping rejected or skipped it). Writes go to `write` in batches of about
 * `batchSize` (a row's writes stay in one batch); `written` tallies each batch's outcomes.
 */
export async function importRegistryRows<
  Columns extends ResolvedColumns,
  Write,
  Outcome,
  Progress extends { rowsRead: number; rejected: number },
>(
  options: {
    chunks: AsyncIterable<string> | Iterable<string>;
    /** Upserts per sink call (DEFAULT_BATCH_SIZE when not given). */
    batchSize?: number | undefined;
    onRejected?: ((row: RejectedRow) => void) | undefined;
    /** Called after every batch and at the end. */
    onProgress?: ((progress: Readonly<Progress>) => void) | undefined;
  },
  steps: {
    /** "an FMCSA census file": what the file was meant to be, for the header's error. */
    fileKind: string;
    resolve(header: string[]): Columns;
    progress: Progress;
    writesOf(line: number, fields: string[], columns: Columns, reject: Reject): readonly Write[];
    write(writes: Write[]): Promise<readonly Outcome[]>;
    written(writes: readonly Write[], outcomes: readonly Outcome[], reject: Reject): void;
  },
): Promise<Progress> {
  const { progress } = steps;
  const { onProgress } = options;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const reject: Reject = (line, reasons) => {
    progress.rejected += 1;
    options.onRejected?.({ line, reasons });
  };
  let batch: Write[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const writes = batch;
    batch = [];
    const outcomes = await steps.write(writes);
    if (outcomes.length !== writes.length)
      throw new Error(`The sink answered ${outcomes.length} outcomes for ${writes.length} writes`);
    steps.written(writes, outcomes, reject);
    onProgress?.(progress);
  };
  let columns: Columns | undefined;
  for await (const records of readCsvRecordBatches(options.chunks)) {
    for (const record of records) {
      if (!columns) {
        columns = headerColumns(record.fields, record.error, steps);
        continue;
      }
      progress.rowsRead += 1;
      if (record.error) reject(record.line, [record.error]);
      else if (record.fields.length !== columns.fieldCount)
        reject(record.line, [`Expected ${columns.fieldCount} fields, found ${record.fields.length}`]);
      else {
        batch.push(...steps.writesOf(record.line, record.fields, columns, reject));
        if (batch.length >= batchSize) await flush();
      }
    }
  }
  if (!columns) throw new CensusFormatError("The file is empty: no header row");
  await flush();
  onProgress?.(progress);
  return progress;
}

function headerColumns<Columns extends ResolvedColumns>(
  header: string[],
  error: string | undefined,
  { fileKind, resolve }: { fileKind: string; resolve(header: string[]): Columns },
): Columns {
  if (error) throw new CensusFormatError(`The header row cannot be read: ${error}`);
  const columns = resolve(header);
  const missing = columns.missingRequired;
  if (missing.length > 0)
    throw new CensusFormatError(
      `Not ${fileKind}: no ${missing.join(", ")} column${missing.length > 1 ? "s" : ""} (in upper or lower case)`,
    );
  return columns;
}
