import { describe, expect, it } from "vitest";
import { CsvParser, type CsvRecord, readCsvRecordBatches } from "./csv-parser";

/** Parses `text` fed in pieces of `size` characters, so every chunk boundary gets exercised. */
function parseInPieces(text: string, size: number): CsvRecord[] {
  const parser = new CsvParser();
  const records: CsvRecord[] = [];
  for (let at = 0; at < text.length; at += size) records.push(...parser.push(text.slice(at, at + size)));
  records.push(...parser.finish());
  return records;
}

function parseAllWays(text: string): CsvRecord[] {
  const whole = parseInPieces(text, text.length || 1);
  for (const size of [1, 2, 3, 5, 7]) {
    expect(parseInPieces(text, size), `chunk size ${size} of ${JSON.stringify(text)}`).toEqual(whole);
  }
  return whole;
}

describe("CsvParser", () => {
  it("reads plain records with their line numbers", () => {
    expect(parseAllWays("a,b,c\n1,2,3\n")).toEqual([
      { line: 1, fields: ["a", "b", "c"] },
      { line: 2, fields: ["1", "2", "3"] },
    ]);
  });

  it("keeps commas, doubled quotes and line breaks inside quoted fields", () => {
    const records = parseAllWays('name,note\n"Smith, Jones & Co","He said ""hi""\nthen left"\nnext,row\n');
    expect(records).toEqual([
      { line: 1, fields: ["name", "note"] },
      { line: 2, fields: ["Smith, Jones & Co", 'He said "hi"\nthen left'] },
      { line: 4, fields: ["next", "row"] },
    ]);
  });

  it("accepts CRLF, lone CR and a missing final line break", () => {
    expect(parseAllWays("a,b\r\n1,2\r3,4")).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["1", "2"] },
      { line: 3, fields: ["3", "4"] },
    ]);
  });

  it("keeps a CRLF inside quotes as data and counts it as one line", () => {
    expect(parseAllWays('"x\r\ny",z\r\nq,r\r\n')).toEqual([
      { line: 1, fields: ["x\r\ny", "z"] },
      { line: 3, fields: ["q", "r"] },
    ]);
  });

  it("skips a BOM and blank lines, keeps empty fields", () => {
    expect(parseAllWays("\uFEFFa,b\n\n,\n\r\n1,\n")).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 3, fields: ["", ""] },
      { line: 5, fields: ["1", ""] },
    ]);
  });

  it("treats a stray quote in an unquoted field, or text after a closing quote, as text", () => {
    expect(parseAllWays('ab"c,"de"f,""\n')).toEqual([{ line: 1, fields: ['ab"c', "def", ""] }]);
  });

  it("reports a quote left open at the end of the input on the record it started", () => {
    const records = parseAllWays('a,b\n1,"never closed\n2,3\n');
    expect(records).toHaveLength(2);
    expect(records[1]).toEqual({ line: 2, fields: ["1", "never closed\n2,3\n"], error: "Unterminated quoted field" });
  });

  it("streams records from an async source", async () => {
    async function* source() {
      yield "a,b\n1,";
      yield '"2\n';
      yield '2"\n';
    }
    const records: CsvRecord[] = [];
    for await (const batch of readCsvRecordBatches(source())) records.push(...batch);
    expect(records).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["1", "2\n2"] },
    ]);
  });
});
