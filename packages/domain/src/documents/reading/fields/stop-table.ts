/**
 * A stop table: a header row naming at least a place column and a date or type column (Stop |
 * Type | Location | Date), then rows whose cells belong to the header whose x-range they overlap.
 * A row may run over several lines (a facility, its street, its city); a new row starts when the
 * first column or the type column gets text. The row's type says pickup or delivery, else the
 * first row is the pickup and the last the delivery.
 */

import type { LayoutCell } from "../layout";
import type { ReadStop } from "../types";
import type { Doc, DocLine } from "./document";
import { findPlaces } from "./places";
import { findDate } from "./values";

type Column = "stop" | "type" | "place" | "date" | "other";

const HEADER: { column: Column; re: RegExp }[] = [
  { column: "stop", re: /^(?:stop|#|no\.?|seq)$/i },
  { column: "type", re: /^(?:type|stop\stype|event|action|activity|p\/?u\s?\/\s?del)$/i },
  {
    column: "place",
    re: /^(?:location|address|city|city\s?[,/]\s?state|facility|place|origin\s?\/\s?destination|shipper\s?\/\s?consignee|name\s?(?:&|and)\s?address)$/i,
  },
  {
    column: "date",
    re: /^(?:date|dates|appt|appointment|date\s?\/\s?time|scheduled|window|ready\sdate|appt\.?\sdate|pickup\s?\/\s?delivery\sdate)$/i,
  },
];
const PICKUP = /\b(?:pick\s?-?up|pu|shipper|origin|load(?:ing)?|pick)\b/i;
const DELIVERY = /\b(?:deliver(?:y)?|drop|del|consignee|destination|receiver|unload(?:ing)?|so)\b/i;

interface Row {
  /** Each header column's texts, line by line. */
  texts: string[][];
  page: number;
}

type Header = { column: Column; x: number }[];

const headerKind = (text: string): Column => {
  if (text.length > 40) return "other";
  const bare = text.replace(/[:,]$/, "").trim();
  return HEADER.find((header) => header.re.test(bare))?.column ?? "other";
};

/** A header's columns; OCR may run two header words into one cell, which are split at their letters' share of its width. */
function headerOf(line: DocLine): Header | null {
  const columns: Header = [];
  if (line.cells.length < 2 || line.cells.length > 12 || line.text.length > 160) return null;
  for (const cell of line.cells) {
    const words = cell.text.split(" ");
    const kinds = words.map(headerKind);
    if (headerKind(cell.text) !== "other" || words.length > 3 || kinds.includes("other")) {
      columns.push({ column: headerKind(cell.text), x: cell.x });
      continue;
    }
    let offset = 0;
    for (const [index, word] of words.entries()) {
      columns.push({
        column: kinds[index] ?? "other",
        x: cell.x + ((cell.right - cell.x) * offset) / cell.text.length,
      });
      offset += word.length + 1;
    }
  }
  const kinds = new Set(columns.map((c) => c.column));
  if (!kinds.has("place") || !(kinds.has("date") || kinds.has("type"))) return null;
  return columns;
}

/** The header whose column the cell starts in. */
function columnOf(cell: LayoutCell, header: Header): number {
  let best = 0;
  header.forEach((column, index) => {
    if (cell.x >= column.x - 6) best = index;
  });
  return best;
}

/**
 * A cell whose text runs on past the next column's start (a producer that does not clip) is cut
 * there, at the word boundary nearest to where its letters' share of the width puts the column.
 */
function splitAcross(cell: LayoutCell, header: Header): LayoutCell[] {
  const perChar = (cell.right - cell.x) / Math.max(1, cell.text.length);
  const next = header.find((column) => column.x > cell.x + 3 * perChar && column.x < cell.right - 3 * perChar);
  if (!next) return [cell];
  const estimate = Math.round((next.x - cell.x) / perChar);
  let cut = -1;
  for (let d = 0; d < 6 && cut < 0; d++) {
    if (cell.text[estimate - d - 1] === " ") cut = estimate - d - 1;
    else if (cell.text[estimate + d - 1] === " ") cut = estimate + d - 1;
  }
  if (cut <= 0) return [cell];
  const left = { ...cell, text: cell.text.slice(0, cut).trim(), right: cell.x + cut * perChar };
  const right = { ...cell, text: cell.text.slice(cut + 1).trim(), x: cell.x + (cut + 1) * perChar };
  return [left, ...splitAcross(right, header)];
}

function rowsUnder(doc: Doc, start: number, header: Header): Row[] {
  const rows: Row[] = [];
  const headerLine = doc.lines[start] as DocLine;
  const size = headerLine.bottom - headerLine.top;
  let bottom = headerLine.bottom;
  for (let i = start + 1; i < doc.lines.length && i < start + 40; i++) {
    const line = doc.lines[i] as DocLine;
    if (line.page !== headerLine.page || line.top - bottom > 3 * size || line.top < headerLine.top) break;
    if (line.cells.length === 1 && line.text.length > 40 && (line.cells[0]?.x ?? 0) < (header[1]?.x ?? 0) - 6) break;
    bottom = line.bottom;
    const cells = line.cells
      .flatMap((cell) => splitAcross(cell, header))
      .map((cell) => ({ cell, column: columnOf(cell, header) }));
    const opens =
      rows.length === 0 || cells.some(({ column }) => ["stop", "type"].includes(header[column]?.column ?? ""));
    if (opens) rows.push({ texts: header.map(() => []), page: line.page });
    const row = rows[rows.length - 1] as Row;
    for (const { cell, column } of cells) row.texts[column]?.push(cell.text);
  }
  return rows;
}

const textOf = (row: Row, header: Header, kind: Column) =>
  header.flatMap((column, index) => (column.column === kind ? [(row.texts[index] ?? []).join(" ")] : []));

function stopOf(row: Row, header: Header): ReadStop {
  const places = [...textOf(row, header, "place"), ...textOf(row, header, "other")];
  const place = places.map((text) => findPlaces(text, 1)[0]).find(Boolean);
  const dates = [...textOf(row, header, "date"), ...textOf(row, header, "other"), ...textOf(row, header, "place")];
  const date = dates.map((text) => findDate(text)).find(Boolean);
  return {
    city: place ? { value: place.city, confidence: 0.85, quote: place.quote, page: row.page } : null,
    state: place ? { value: place.state, confidence: 0.85, quote: place.quote, page: row.page } : null,
    date: date ? { value: date.value, confidence: 0.85, quote: date.quote, page: row.page } : null,
  };
}

const none = (): ReadStop => ({ city: null, state: null, date: null });

export function readStopTable(doc: Doc): { pickup: ReadStop; delivery: ReadStop } {
  for (const line of doc.lines) {
    const header = headerOf(line);
    if (!header) continue;
    const useful = (row: Row) =>
      textOf(row, header, "place").some((t) => t !== "") || textOf(row, header, "date").some((t) => t !== "");
    const rows = rowsUnder(doc, line.index, header).filter(useful);
    if (rows.length < 2) continue;
    const typeText = (row: Row) =>
      [...textOf(row, header, "type"), ...textOf(row, header, "stop"), ...textOf(row, header, "place")].join(" ");
    const pickup = rows.find((row) => PICKUP.test(typeText(row))) ?? rows[0];
    const delivery = [...rows].reverse().find((row) => DELIVERY.test(typeText(row))) ?? rows[rows.length - 1];
    return { pickup: pickup ? stopOf(pickup, header) : none(), delivery: delivery ? stopOf(delivery, header) : none() };
  }
  return { pickup: none(), delivery: none() };
}
