import type { PageText, TextItem } from "@truerate/domain/documents/reading/types";

/**
 * Text without a layout of its own (a DOCX's paragraphs, a plain-text file's lines) laid on one
 * notional page, 612 units wide like a letter page in points: line i at y = 14 i, 12 high. A line
 * of several cells (a table row) spreads them across the width in order, so a reader that looks
 * for a label's value to its right still finds it.
 */
const NOTIONAL_WIDTH = 612;
const LINE_PITCH = 14;
const LINE_HEIGHT = 12;
/** About the mean advance of a 12-unit font: a line's width is its length times this. */
const CHARACTER_WIDTH = 6;

export function notionalPage(lines: readonly (readonly string[])[]): PageText {
  const items: TextItem[] = [];
  lines.forEach((cells, index) => {
    const column = NOTIONAL_WIDTH / Math.max(1, cells.length);
    cells.forEach((cell, at) => {
      const str = cell.replace(/\s+/g, " ").trim();
      if (!str) return;
      const width = cells.length === 1 ? Math.min(NOTIONAL_WIDTH, str.length * CHARACTER_WIDTH) : column;
      items.push({ str, x: at * column, y: index * LINE_PITCH, width, height: LINE_HEIGHT });
    });
  });
  return { page: 1, width: NOTIONAL_WIDTH, height: Math.max(1, lines.length) * LINE_PITCH, items };
}
