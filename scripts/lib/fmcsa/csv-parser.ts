import { once } from "node:events";
import { CsvError, parse } from "csv-parse";

/**
 * The census file's records, read with csv-parse (RFC 4180: quoted fields may hold commas, doubled
 * quotes and line breaks; LF, CRLF or CR line ends; a leading BOM and blank lines are skipped).
 * Text arrives in chunks of any size, so a 2-million-row file never has to be in memory at once.
 * Lenient where exports are sloppy: a quote inside an unquoted field is kept as text, and a record
 * with the wrong number of fields is still answered (the importer rejects it by count). A quote
 * still open at the end of the input ends the reading with an error record.
 */
export interface CsvRecord {
  /** Physical line (1-based) where the record starts, for error reports. */
  line: number;
  fields: string[];
  /** Set when the record could not be read completely. */
  error?: string;
}

const BATCH_RECORDS = 500;
const LINE_BREAK = /\r\n|\r|\n/g;

/** Line breaks inside a record's raw text (its own terminator excluded). */
const breaksInside = (raw: string) => (raw.replace(/(\r\n|\r|\n)$/, "").match(LINE_BREAK) ?? []).length;

/** Streams records in batches from text chunks, with the line each record starts on. */
export async function* readCsvRecordBatches(
  chunks: AsyncIterable<string> | Iterable<string>,
): AsyncGenerator<CsvRecord[]> {
  const parser = parse({
    bom: true,
    skip_empty_lines: true,
    relax_quotes: true,
    relax_column_count: true,
    info: true,
    raw: true,
  });
  const feeding = (async () => {
    try {
      for await (const chunk of chunks) if (!parser.write(chunk)) await once(parser, "drain");
      parser.end();
    } catch (error) {
      parser.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  let batch: CsvRecord[] = [];
  let lastLine = 0;
  try {
    for await (const { record, info, raw } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
      raw: string;
    }>) {
      batch.push({ line: info.lines - breaksInside(raw), fields: record });
      lastLine = info.lines;
      if (batch.length >= BATCH_RECORDS) {
        yield batch;
        batch = [];
      }
    }
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    // The record that failed starts after the last one read (blank lines between are not counted).
    const message = error.code === "CSV_QUOTE_NOT_CLOSED" ? "Unterminated quoted field" : error.message;
    batch.push({ line: lastLine + 1, fields: [], error: message });
  }
  await feeding;
  if (batch.length > 0) yield batch;
}
