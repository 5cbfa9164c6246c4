/**
 * A small streaming CSV reader (RFC 4180 plus the habits of real exports): quoted fields may hold
 * commas, doubled quotes and line breaks; records end with LF, CRLF or a lone CR; a leading BOM and
 * blank lines are ignored. Text arrives in chunks of any size (a chunk may end mid-field, mid-quote
 * or between CR and LF), so a 2-million-row file never has to be in memory at once.
 *
 * Deliberately lenient where exports are sloppy: a quote inside an unquoted field, or text after a
 * closing quote, is kept as text rather than failing the row. Only a quote still open at the end of
 * the input is an error, reported on the record it started.
 */

export interface CsvRecord {
  /** Physical line (1-based) where the record starts, for error reports. */
  line: number;
  fields: string[];
  /** Set when the record could not be read completely. */
  error?: string;
}

const COMMA = 44;
const QUOTE = 34;
const LF = 10;
const CR = 13;

export class CsvParser {
  private fields: string[] = [];
  private field = "";
  private inQuotes = false;
  /** A quote was the last character of a chunk: it either closes the field or starts `""`. */
  private quoteAtChunkEnd = false;
  /** A CR was the last character of a chunk: an LF opening the next chunk belongs to it. */
  private crAtChunkEnd = false;
  /** The last character read inside quotes was a CR (so an LF right after it is the same break). */
  private crInQuotes = false;
  private started = false;
  private line = 1;
  private recordLine = 1;

  /** Feeds the next piece of text; answers the records it completed. */
  push(chunk: string): CsvRecord[] {
    const records: CsvRecord[] = [];
    let text = chunk;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    let i = 0;
    if (this.crAtChunkEnd && text.length > 0) {
      this.crAtChunkEnd = false;
      if (text.charCodeAt(0) === LF) i = 1;
    }
    if (this.quoteAtChunkEnd && text.length > 0) {
      this.quoteAtChunkEnd = false;
      if (text.charCodeAt(i) === QUOTE) {
        this.field += '"';
        this.crInQuotes = false;
        i += 1;
      } else {
        this.inQuotes = false;
      }
    }
    const length = text.length;
    while (i < length) {
      if (this.atRecordStart()) {
        // Fast path for the common line with no quotes: one native split instead of a char loop.
        const lineFeed = text.indexOf("\n", i);
        const end = lineFeed > i && text.charCodeAt(lineFeed - 1) === CR ? lineFeed - 1 : lineFeed;
        const plain = lineFeed === -1 ? "" : text.slice(i, end);
        if (lineFeed !== -1 && plain.indexOf('"') === -1 && plain.indexOf("\r") === -1) {
          this.line += 1;
          if (plain !== "") records.push({ line: this.recordLine, fields: plain.split(",") });
          this.recordLine = this.line;
          i = lineFeed + 1;
          continue;
        }
      }
      if (this.inQuotes) {
        const close = text.indexOf('"', i);
        const end = close === -1 ? length : close;
        this.takeQuoted(text, i, end);
        if (close === -1) return records;
        if (close + 1 === length) {
          this.quoteAtChunkEnd = true;
          return records;
        }
        if (text.charCodeAt(close + 1) === QUOTE) {
          this.field += '"';
          this.crInQuotes = false;
          i = close + 2;
        } else {
          this.inQuotes = false;
          i = close + 1;
        }
        continue;
      }
      const code = text.charCodeAt(i);
      if (code === COMMA) {
        this.fields.push(this.field);
        this.field = "";
        i += 1;
      } else if (code === LF || code === CR) {
        i += 1;
        if (code === CR) {
          if (i === length) this.crAtChunkEnd = true;
          else if (text.charCodeAt(i) === LF) i += 1;
        }
        this.line += 1;
        const record = this.endRecord();
        if (record) records.push(record);
      } else if (code === QUOTE && this.field === "") {
        this.inQuotes = true;
        i += 1;
      } else {
        const start = i;
        while (i < length) {
          const next = text.charCodeAt(i);
          if (next === COMMA || next === LF || next === CR) break;
          i += 1;
        }
        this.field += text.slice(start, i);
      }
    }
    return records;
  }

  /** Ends the input: answers the last record (a file need not end with a line break). */
  finish(): CsvRecord[] {
    if (this.quoteAtChunkEnd) {
      this.quoteAtChunkEnd = false;
      this.inQuotes = false;
    }
    const unterminated = this.inQuotes;
    this.inQuotes = false;
    const record = this.endRecord();
    if (!record) return [];
    return [unterminated ? { ...record, error: "Unterminated quoted field" } : record];
  }

  private takeQuoted(text: string, start: number, end: number) {
    if (start === end) return;
    const piece = text.slice(start, end);
    this.field += piece;
    // Line breaks inside quotes still move the physical line counter; CRLF counts once, even
    // when a chunk boundary falls between the CR and the LF.
    if (piece.indexOf("\n") === -1 && piece.indexOf("\r") === -1) {
      this.crInQuotes = false;
      return;
    }
    for (let at = 0; at < piece.length; at += 1) {
      const code = piece.charCodeAt(at);
      if (code === CR || (code === LF && !this.crInQuotes)) this.line += 1;
      this.crInQuotes = code === CR;
    }
  }

  private atRecordStart(): boolean {
    return !this.inQuotes && this.fields.length === 0 && this.field === "";
  }

  private endRecord(): CsvRecord | undefined {
    const fields = [...this.fields, this.field];
    const line = this.recordLine;
    this.fields = [];
    this.field = "";
    this.recordLine = this.line;
    const blank = fields.length === 1 && fields[0] === "";
    return blank ? undefined : { line, fields };
  }
}

/**
 * Reads records from text chunks (a file stream, a fetch body through TextDecoderStream, strings),
 * answering them a chunk's worth at a time: one await per chunk rather than per record.
 */
export async function* readCsvRecordBatches(
  chunks: AsyncIterable<string> | Iterable<string>,
): AsyncGenerator<CsvRecord[]> {
  const parser = new CsvParser();
  for await (const chunk of chunks) {
    const records = parser.push(chunk);
    if (records.length > 0) yield records;
  }
  const last = parser.finish();
  if (last.length > 0) yield last;
}
