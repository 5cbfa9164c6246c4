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
  texts: Record<Column, string[]>;
  page: number;
}

function headerOf(line: DocLine): { column: Column; x: number }[] | null {
  const columns = line.cells.map((cell) => ({
    column: HEADER.find((header) => header.re.test(cell.text.replace(/[:\s]+$/, "")))?.column ?? ("other" as Column),
    x: cell.x,
  }));
  const kinds = new Set(columns.map((c) => c.column));
  if (!kinds.has("place") || !(kinds.has("date") || kinds.has("type"))) return null;
  return columns;
}

function columnOf(cell: LayoutCell, header: { column: Column; x: number }[]): Column {
  let best: Column = header[0]?.column ?? "other";
  for (const column of header) if (cell.x >= column.x - 6) best = column.column;
  return best;
}

function rowsUnder(doc: Doc, start: number, header: { column: Column; x: number }[]): Row[] {
  const rows: Row[] = [];
  const headerLine = doc.lines[start] as DocLine;
  const size = headerLine.bottom - headerLine.top;
  let bottom = headerLine.bottom;
  for (let i = start + 1; i < doc.lines.length && i < start + 40; i++) {
    const line = doc.lines[i] as DocLine;
    if (line.page !== headerLine.page || line.top - bottom > 3 * size || line.top < headerLine.top) break;
    if (
      line.cells.length === 1 &&
      (line.cells[0]?.x ?? 0) < (header[1]?.x ?? 0) - 6 &&
      /:|[a-z]{4,}\s[a-z]{4,}\s[a-z]{4,}/i.test(line.text) &&
      line.text.length > 40
    )
      break;
    bottom = line.bottom;
    const cells = line.cells.map((cell) => ({ cell, column: columnOf(cell, header) }));
    const opens = cells.some(({ column }) => column === "stop" || column === "type") || rows.length === 0;
    if (opens) rows.push({ texts: { stop: [], type: [], place: [], date: [], other: [] }, page: line.page });
    const row = rows[rows.length - 1] as Row;
    for (const { cell, column } of cells) row.texts[column].push(cell.text);
  }
  return rows;
}

function stopOf(row: Row): ReadStop {
  const placeText = row.texts.place.join(", ");
  const place = findPlaces(placeText, 1)[0] ?? findPlaces(row.texts.other.join(", "), 1)[0];
  const date = findDate(row.texts.date.join(" ")) ?? findDate(row.texts.other.join(" "));
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
    const rows = rowsUnder(doc, line.index, header).filter(
      (row) => row.texts.place.length > 0 || row.texts.date.length > 0,
    );
    if (rows.length < 2) continue;
    const typeText = (row: Row) => [...row.texts.type, ...row.texts.stop].join(" ");
    const pickup = rows.find((row) => PICKUP.test(typeText(row))) ?? rows[0];
    const delivery = [...rows].reverse().find((row) => DELIVERY.test(typeText(row))) ?? rows[rows.length - 1];
    return { pickup: pickup ? stopOf(pickup) : none(), delivery: delivery ? stopOf(delivery) : none() };
  }
  return { pickup: none(), delivery: none() };
}
