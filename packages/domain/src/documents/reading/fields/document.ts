/**
 * A document as the field readers walk it: every page's visual lines in reading order, and the
 * ways a label's value is placed: after the label in its own cell, in the next cell to the right,
 * or on the line below, left-aligned within the label's column.
 */
import { type LayoutCell, type LayoutLine, layoutLines } from "../layout";
import type { PageText } from "../types";

export interface DocLine extends LayoutLine {
  page: number;
  /** Position in the document's lines. */
  index: number;
  /** Each cell's text without what OCR glued before it, and how much that was. */
  bare: { text: string; skip: number }[];
}

export interface Doc {
  lines: DocLine[];
  /** Each page's plain text, lines joined by newlines. */
  texts: { page: number; text: string }[];
  /** Each page's text as one paragraph, lines joined by spaces, so phrases run across line breaks. */
  flat: { page: number; text: string }[];
}

const MAX_PAGES = 50;
const MAX_LINES = 4_000;

export function buildDoc(pages: readonly PageText[]): Doc {
  const lines: DocLine[] = [];
  const texts: { page: number; text: string }[] = [];
  for (const page of (Array.isArray(pages) ? pages : []).slice(0, MAX_PAGES)) {
    const pageNumber = Number.isInteger(page?.page) ? page.page : texts.length + 1;
    const pageLines = layoutLines(page).slice(0, MAX_LINES);
    for (const line of pageLines) {
      const bare = line.cells.map((cell) => {
        const skip = OCR_PREFIX.exec(cell.text)?.[0].length ?? 0;
        return { text: skip > 0 ? cell.text.slice(skip) : cell.text, skip };
      });
      lines.push({ ...line, page: pageNumber, index: lines.length, bare });
    }
    texts.push({ page: pageNumber, text: pageLines.map((line) => line.text).join("\n") });
  }
  const flat = texts.map(({ page, text }) => ({ page, text: text.replace(/\s*\n\s*/g, " ").slice(0, 60_000) }));
  return { lines, texts, flat };
}

/** What OCR glues before a heading set on a shaded band or a rule: "-_-Carrier", "eeBroker", "BeShipper". */
const OCR_PREFIX = /^(?:[^A-Za-z0-9$(]{1,4}|[A-Za-z][a-z]?(?=[A-Z][a-z]{2}))/;

export interface LabelHit {
  line: DocLine;
  cell: number;
  /** Where the label starts and ends in the cell's text. */
  start: number;
  end: number;
}

/** Each place a label pattern matches a cell, in document order. `atStart` keeps only labels that open a cell. */
export function findLabels(doc: Doc, label: RegExp, atStart = true): LabelHit[] {
  const hits: LabelHit[] = [];
  for (const line of doc.lines) {
    line.bare.forEach(({ text, skip }, index) => {
      const match = label.exec(text);
      if (!match || (atStart && match.index > 2)) return;
      hits.push({ line, cell: index, start: skip + match.index, end: skip + match.index + match[0].length });
    });
    if (hits.length > 400) break;
  }
  return hits;
}

export interface ValueCandidate {
  text: string;
  page: number;
  /** 0 in the label's cell, 1 a cell to its right, 2 the line below. */
  place: 0 | 1 | 2;
  line: DocLine;
}

const cellOf = (hit: LabelHit) => hit.line.cells[hit.cell] as LayoutCell;

const LOOKS_LIKE_LABEL = /[:#]\s*$|^[A-Z][A-Za-z ]{0,20}:/;

/**
 * The x-range a label's column covers: from the label to the next cell on its line; a block
 * label's column also covers the value cells beside it, up to the next cell that is a label.
 */
export function labelColumn(hit: LabelHit, block = false): [number, number] {
  const cell = cellOf(hit);
  const size = cell.bottom - cell.top;
  let next = hit.cell + 1;
  if (block)
    while (next < hit.line.cells.length && !LOOKS_LIKE_LABEL.test((hit.line.cells[next] as LayoutCell).text)) next++;
  const after = hit.line.cells[next];
  return [cell.x - 2 * size, after ? after.x - size * 0.5 : Number.POSITIVE_INFINITY];
}

/** The lines below a label within its column, until a wide vertical gap, at most `count`. */
export function linesBelow(
  doc: Doc,
  hit: LabelHit,
  count: number,
  block = false,
): { line: DocLine; cells: LayoutCell[] }[] {
  const [low, high] = labelColumn(hit, block);
  const size = cellOf(hit).bottom - cellOf(hit).top;
  const out: { line: DocLine; cells: LayoutCell[] }[] = [];
  let bottom = hit.line.bottom;
  for (let i = hit.line.index + 1; i < doc.lines.length && out.length < count; i++) {
    const line = doc.lines[i] as DocLine;
    if (line.page !== hit.line.page || line.top - bottom > 2.5 * size || line.top < hit.line.top) break;
    const cells = line.cells.filter((cell) => cell.x >= low && cell.x < high);
    if (cells.length === 0) continue;
    out.push({ line, cells });
    bottom = line.bottom;
  }
  return out;
}

/** The lines above a label that start at its x (its block, read upwards), at most `count`. */
export function linesAbove(doc: Doc, hit: LabelHit, count: number): DocLine[] {
  const cell = cellOf(hit);
  const size = cell.bottom - cell.top;
  const out: DocLine[] = [];
  let top = hit.line.top;
  for (let i = hit.line.index - 1; i >= 0 && out.length < count; i--) {
    const line = doc.lines[i] as DocLine;
    if (line.page !== hit.line.page || top - line.bottom > 2.5 * size || line.bottom > top + size) break;
    if (line.column !== hit.line.column || !line.cells.some((c) => Math.abs(c.x - cell.x) < 2 * size)) break;
    out.push(line);
    top = line.top;
  }
  return out;
}

/** A left-column line's neighbour in the right column of the same band, at the same height. */
function besideInRightColumn(doc: Doc, line: DocLine): LayoutCell[] {
  const size = line.bottom - line.top;
  for (let i = line.index + 1; i < doc.lines.length && i < line.index + 200; i++) {
    const other = doc.lines[i] as DocLine;
    if (other.page !== line.page || other.column === 0) break;
    if (other.column === 2 && Math.abs(other.top - line.top) < size * 0.5) return other.cells;
  }
  return [];
}

/** The cells to the right of a label on its line, or beside it across a column split. */
export function cellsRightOf(doc: Doc, hit: LabelHit): LayoutCell[] {
  const right = hit.line.cells.slice(hit.cell + 1);
  return right.length === 0 && hit.line.column === 1 ? besideInRightColumn(doc, hit.line) : right;
}

/** Where the value of a label may be, nearest first. */
export function valueCandidates(doc: Doc, hit: LabelHit): ValueCandidate[] {
  const cell = cellOf(hit);
  const out: ValueCandidate[] = [];
  const rest = cell.text.slice(hit.end).replace(/^[\s:#.\-–—=|]+/, "");
  const page = hit.line.page;
  if (rest !== "") out.push({ text: rest, page, place: 0, line: hit.line });
  const right = cellsRightOf(doc, hit);
  if (right.length > 0) out.push({ text: right.map((c) => c.text).join("  "), page, place: 1, line: hit.line });
  const below = linesBelow(doc, hit, 1)[0];
  if (below) out.push({ text: below.cells.map((c) => c.text).join("  "), page, place: 2, line: below.line });
  return out;
}
