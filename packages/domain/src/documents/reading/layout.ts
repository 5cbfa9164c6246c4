/**
 * A page's text items arranged as a reader sees them: visual lines top to bottom, each split into
 * cells where a wide gap separates runs, and the two columns of a two-column band kept apart.
 * Items arrive in content-stream order with untrusted geometry, so everything is sanitised and
 * capped first; nothing here throws.
 */
import type { PageText, TextItem } from "./types";

export interface LayoutCell {
  text: string;
  x: number;
  right: number;
  top: number;
  bottom: number;
}

export interface LayoutLine {
  cells: LayoutCell[];
  top: number;
  bottom: number;
  /** The cells joined by two spaces. */
  text: string;
  /** 0 full width, 1 the left column of a two-column band, 2 its right column. */
  column: 0 | 1 | 2;
}

const MAX_ITEMS = 20_000;
const MAX_STR = 2_000;

function cleanItems(items: readonly TextItem[]): TextItem[] {
  const clean: TextItem[] = [];
  const count = Math.min(items.length, MAX_ITEMS);
  for (let i = 0; i < count; i++) {
    const item = items[i];
    if (typeof item?.str !== "string") continue;
    let str = item.str.length > MAX_STR ? item.str.slice(0, MAX_STR) : item.str;
    if (/[^\S ]| {2}/.test(str)) str = str.replace(/\s+/g, " ");
    // OCR reads table rules as bars.
    if (str.includes("|")) str = str.replace(/^\|+(?=.)|(?<=.)\|+$/g, "");
    if (str.trim() === "" || /^[|_]+$/.test(str.trim())) continue;
    const height = Number.isFinite(item.height) && item.height > 0 ? item.height : 10;
    const x = Number.isFinite(item.x) ? item.x : 0;
    const y = Number.isFinite(item.y) ? item.y : 0;
    const width = Number.isFinite(item.width) && item.width > 0 ? item.width : str.length * height * 0.5;
    clean.push({ str, x, y, width, height });
  }
  return clean;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 10;
}

/**
 * A scanned page is often a little rotated, so a line's words drift in y across the page. The skew
 * is the median slope between each item and its nearest neighbour to the right on about the same
 * line; items are then read as if the page were straight (0 for a PDF's text).
 */
export function deskew(items: TextItem[]): TextItem[] {
  const sorted = [...items].sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2));
  const slopes: number[] = [];
  for (let i = 0; i < sorted.length && slopes.length < 2_000; i++) {
    const item = sorted[i] as TextItem;
    const centre = item.y + item.height / 2;
    let best: { gap: number; slope: number } | null = null;
    for (let j = Math.max(0, i - 40); j < Math.min(sorted.length, i + 40); j++) {
      const other = sorted[j] as TextItem;
      const dy = other.y + other.height / 2 - centre;
      const gap = other.x - (item.x + item.width);
      if (j === i || Math.abs(dy) > 0.6 * item.height || gap < -0.1 * item.height || gap > 2 * item.height) continue;
      if (!best || gap < best.gap) best = { gap, slope: dy / (other.x + other.width / 2 - (item.x + item.width / 2)) };
    }
    if (best && Number.isFinite(best.slope)) slopes.push(best.slope);
  }
  const slope = slopes.length >= 10 ? median(slopes) : 0;
  if (Math.abs(slope) < 0.001 || Math.abs(slope) > 0.1) return items;
  return items.map((item) => ({ ...item, y: item.y - slope * (item.x + item.width / 2) }));
}

/**
 * Items whose vertical centres sit within half a line of a recent line's centre join it (the
 * closest of the last three, so a stray mark or a short word does not break a line in two).
 */
function groupLines(items: TextItem[]): TextItem[][] {
  const sorted = [...items].sort((a, b) => a.y + a.height / 2 - (b.y + b.height / 2));
  const lines: { items: TextItem[]; centre: number; height: number }[] = [];
  for (const item of sorted) {
    const centre = item.y + item.height / 2;
    let best: { items: TextItem[]; centre: number; height: number } | undefined;
    for (const line of lines.slice(-3)) {
      const distance = Math.abs(centre - line.centre);
      if (distance <= 0.5 * Math.max(line.height, item.height) && (!best || distance < Math.abs(centre - best.centre)))
        best = line;
    }
    if (!best) {
      lines.push({ items: [item], centre, height: item.height });
      continue;
    }
    best.items.push(item);
    best.centre += (centre - best.centre) / best.items.length;
    best.height = Math.max(best.height, item.height);
  }
  return lines.map((line) => line.items);
}

/** Runs closer than about a character join into one cell; a wider gap starts a new cell. */
function toCells(items: TextItem[]): LayoutCell[] {
  const sorted = [...items].sort((a, b) => a.x - b.x);
  const size = median(sorted.map((item) => item.height));
  const cells: LayoutCell[] = [];
  for (const item of sorted) {
    const last = cells[cells.length - 1];
    const gap = last ? item.x - last.right : Number.POSITIVE_INFINITY;
    if (last && gap < size * 0.9) {
      const joiner = gap > size * 0.12 && !last.text.endsWith(" ") && !item.str.startsWith(" ") ? " " : "";
      last.text += joiner + item.str;
      last.right = Math.max(last.right, item.x + item.width);
      last.top = Math.min(last.top, item.y);
      last.bottom = Math.max(last.bottom, item.y + item.height);
      continue;
    }
    cells.push({ text: item.str, x: item.x, right: item.x + item.width, top: item.y, bottom: item.y + item.height });
  }
  for (const cell of cells) cell.text = cell.text.trim();
  return cells.filter((cell) => cell.text !== "");
}

function makeLine(cells: LayoutCell[], column: 0 | 1 | 2): LayoutLine {
  return {
    cells,
    top: Math.min(...cells.map((cell) => cell.top)),
    bottom: Math.max(...cells.map((cell) => cell.bottom)),
    text: cells.map((cell) => cell.text).join("  "),
    column,
  };
}

const LABEL_LIKE = /[:#]\s*$/;
const VALUE_LIKE = /^[$(]?\s*(?:USD\s*)?[\d.,/-]+\s*\)?$|^\d{1,2}[/-]\d{1,2}[/-]\d{2,4}$/i;
const words = (text: string) => text.split(" ").length;
/** First words of the labels a key-value list prints on its left. */
const LABEL_WORDS = new Set(
  (
    "load pro order reference ref confirmation shipment broker carrier customer bill pickup pick delivery deliver drop " +
    "stop shipper consignee origin destination ship date issued equipment trailer truck weight commodity miles pieces " +
    "rate line linehaul fuel fsc detention lumper tarp total amount balance invoice payment pay terms mc dot phone fax " +
    "email contact dispatcher dispatch driver temperature temp appointment appt po bol seal notes field value description " +
    "charge charges type location address city state zip name agreed"
  ).split(" "),
);

/**
 * A band is two columns only when each side reads as text of its own: one cell a line, the left
 * side not a list of labels and the right side not a list of values (a key-value list or a table
 * must keep its rows together).
 */
function isTwoColumnBand(band: LayoutLine[], gutter: number): boolean {
  let twoSided = 0;
  let labels = 0;
  let values = 0;
  let multiCell = 0;
  let wordy = 0;
  let leadingLabels = 0;
  for (const line of band) {
    const left = line.cells.filter((cell) => cell.right <= gutter);
    const right = line.cells.filter((cell) => cell.x >= gutter);
    if (left.length > 1 || right.length > 1) multiCell++;
    if (left.length === 0 || right.length === 0) continue;
    twoSided++;
    const leftText = left.map((cell) => cell.text).join(" ");
    const rightText = right.map((cell) => cell.text).join(" ");
    if (
      LABEL_LIKE.test(leftText) ||
      (words(leftText) <= 4 &&
        !/\d{3}/.test(leftText) &&
        LABEL_WORDS.has(leftText.split(/[\s/#:.]/)[0]?.toLowerCase() ?? ""))
    )
      labels++;
    if (twoSided === labels && twoSided <= 2) leadingLabels = twoSided;
    if (VALUE_LIKE.test(rightText)) values++;
    if (words(leftText) >= 2 && words(rightText) >= 2) wordy++;
  }
  return (
    leadingLabels < 2 &&
    twoSided >= 2 &&
    wordy >= 2 &&
    labels < twoSided * 0.5 &&
    values < twoSided * 0.5 &&
    multiCell <= band.length * 0.2
  );
}

/** The most cells the line has on one side of the gutter: more than one is a table row. */
function sideCells(line: LayoutLine, gutter: number): number {
  const left = line.cells.filter((cell) => cell.right <= gutter).length;
  return Math.max(left, line.cells.length - left);
}

/** Narrows a gutter to the gap the line leaves in it, or null when a cell spans it. */
function narrowGutter(line: LayoutLine, low: number, high: number): [number, number] {
  let lo = low;
  let hi = high;
  for (const cell of line.cells) {
    if (cell.right <= lo || cell.x >= hi) continue;
    if (cell.x + cell.right < lo + hi) lo = Math.max(lo, cell.right);
    else hi = Math.min(hi, cell.x);
  }
  return [lo, hi];
}

function splitLine(line: LayoutLine, gutter: number): LayoutLine[] {
  const left = line.cells.filter((cell) => cell.x + cell.right < 2 * gutter);
  const right = line.cells.filter((cell) => cell.x + cell.right >= 2 * gutter);
  const parts: LayoutLine[] = [];
  if (left.length > 0) parts.push(makeLine(left, 1));
  if (right.length > 0) parts.push(makeLine(right, 2));
  return parts;
}

/** Finds bands of lines sharing a vertical gutter near the middle and reads each column in turn. */
function splitColumns(lines: LayoutLine[], width: number): LayoutLine[] {
  const size = median(lines.map((line) => line.bottom - line.top));
  const minGutter = Math.max(2 * size, 0.025 * width);
  const out: LayoutLine[] = [];
  let i = 0;
  while (i < lines.length) {
    const band = findBand(lines, i, width, size, minGutter);
    if (!band) {
      out.push(lines[i] as LayoutLine);
      i++;
      continue;
    }
    const parts = lines.slice(i, band.end).flatMap((line) => splitLine(line, band.gutter));
    out.push(...parts.filter((line) => line.column === 1), ...parts.filter((line) => line.column === 2));
    i = band.end;
  }
  return out;
}

function findBand(
  lines: LayoutLine[],
  start: number,
  width: number,
  size: number,
  minGutter: number,
): { end: number; gutter: number } | null {
  const first = lines[start] as LayoutLine;
  for (let c = 1; c < first.cells.length; c++) {
    const lowStart = (first.cells[c - 1] as LayoutCell).right;
    const highStart = (first.cells[c] as LayoutCell).x;
    const centre = (lowStart + highStart) / 2;
    if (highStart - lowStart < minGutter || centre < width * 0.25 || centre > width * 0.75) continue;
    let lo = lowStart;
    let hi = highStart;
    let end = start + 1;
    while (end < lines.length) {
      const line = lines[end] as LayoutLine;
      if (line.top - (lines[end - 1] as LayoutLine).bottom > 3 * size) break;
      const [nextLo, nextHi] = narrowGutter(line, lo, hi);
      if (nextHi - nextLo < minGutter || sideCells(line, (nextLo + nextHi) / 2) > 1) break;
      lo = nextLo;
      hi = nextHi;
      end++;
    }
    const gutter = (lo + hi) / 2;
    if (end - start >= 2 && isTwoColumnBand(lines.slice(start, end), gutter)) return { end, gutter };
  }
  return null;
}

/** The page's visual lines in reading order, two-column bands split into their columns. */
export function layoutLines(page: PageText): LayoutLine[] {
  try {
    const items = cleanItems(Array.isArray(page?.items) ? page.items : []);
    const lines = groupLines(deskew(items))
      .map((group) => toCells(group))
      .filter((cells) => cells.length > 0)
      .map((cells) => makeLine(cells, 0));
    const width =
      Number.isFinite(page.width) && page.width > 0 ? page.width : Math.max(1, ...items.map((i) => i.x + i.width));
    return splitColumns(lines, width);
  } catch {
    return [];
  }
}

/** The page's text, one line per visual line, cells separated by two spaces, columns not interleaved. */
export function pagePlainText(page: PageText): string {
  return layoutLines(page)
    .map((line) => line.text)
    .join("\n");
}
