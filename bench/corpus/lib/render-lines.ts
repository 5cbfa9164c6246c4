// Blocks as positioned runs of text on Letter pages, for the producers that draw text themselves
// (PostScript through Ghostscript, pdf-lib). y is the baseline, measured from the page's top.
import type { Block } from "./blocks";

export interface Run {
  page: number;
  x: number;
  y: number;
  size: number;
  bold: boolean;
  text: string;
}

export type Measure = (text: string, size: number, bold: boolean) => number;

export const PAGE = { width: 612, height: 792, margin: 54 };

interface Cursor {
  page: number;
  y: number;
}

export function wrap(text: string, width: number, size: number, bold: boolean, measure: Measure): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate, size, bold) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

class Layout {
  readonly runs: Run[] = [];
  constructor(
    private readonly measure: Measure,
    private readonly baseSize: number,
  ) {}

  private advance(cursor: Cursor, height: number): void {
    if (cursor.y + height > PAGE.height - PAGE.margin) {
      cursor.page += 1;
      cursor.y = PAGE.margin;
    }
    cursor.y += height;
  }

  private text(cursor: Cursor, x: number, width: number, text: string, size: number, bold: boolean): void {
    for (const line of wrap(text, width, size, bold, this.measure)) {
      this.advance(cursor, size * 1.35);
      this.runs.push({ page: cursor.page, x, y: cursor.y, size, bold, text: line });
    }
  }

  blocks(blocks: readonly Block[], cursor: Cursor, x: number, width: number): void {
    const size = this.baseSize;
    for (const block of blocks) {
      switch (block.kind) {
        case "band":
          this.text(cursor, x, width, block.text, size + 2, true);
          cursor.y += 4;
          break;
        case "title":
          cursor.y += 6;
          this.text(cursor, x, width, block.text, size + 6, true);
          cursor.y += 4;
          break;
        case "heading":
          cursor.y += 6;
          this.text(cursor, x, width, block.text, size + 1.5, true);
          break;
        case "line":
          this.text(cursor, x, width, block.text, size, block.bold === true);
          break;
        case "para":
          cursor.y += 3;
          this.text(cursor, x, width, block.text, size, false);
          break;
        case "kv":
          for (const [label, value] of block.rows)
            this.row(cursor, x, [width * 0.32, width * 0.68], [label, value], [true, false]);
          break;
        case "table": {
          const widths = block.header.map(() => width / block.header.length);
          cursor.y += 4;
          this.row(
            cursor,
            x,
            widths,
            block.header,
            block.header.map(() => true),
          );
          for (const row of block.rows)
            this.row(
              cursor,
              x,
              widths,
              row,
              row.map(() => false),
            );
          break;
        }
        case "columns": {
          const half = (width - 18) / 2;
          const left = { ...cursor };
          const right = { ...cursor };
          this.blocks(block.left, left, x, half);
          this.blocks(block.right, right, x + half + 18, half);
          const furthest =
            left.page === right.page ? (left.y > right.y ? left : right) : left.page > right.page ? left : right;
          cursor.page = furthest.page;
          cursor.y = furthest.y + 4;
          break;
        }
        case "pagebreak":
          cursor.page += 1;
          cursor.y = PAGE.margin;
          break;
      }
    }
  }

  private row(cursor: Cursor, x: number, widths: number[], cells: string[], bold: boolean[]): void {
    const size = this.baseSize;
    const wrapped = cells.map((cell, index) =>
      wrap(cell, (widths[index] ?? 0) - 6, size, bold[index] === true, this.measure),
    );
    const height = Math.max(1, ...wrapped.map((lines) => lines.length));
    if (cursor.y + height * size * 1.35 > PAGE.height - PAGE.margin) {
      cursor.page += 1;
      cursor.y = PAGE.margin;
    }
    let cellX = x;
    wrapped.forEach((lines, index) => {
      lines.forEach((line, lineIndex) => {
        const y = cursor.y + (lineIndex + 1) * size * 1.35;
        this.runs.push({ page: cursor.page, x: cellX, y, size, bold: bold[index] === true, text: line });
      });
      cellX += widths[index] ?? 0;
    });
    cursor.y += height * size * 1.35;
  }
}

/** Lays the blocks out from the top of page 1; pages count from 1. */
export function layOut(blocks: readonly Block[], measure: Measure, baseSize: number): Run[] {
  const layout = new Layout(measure, baseSize);
  layout.blocks(blocks, { page: 1, y: PAGE.margin }, PAGE.margin, PAGE.width - 2 * PAGE.margin);
  return layout.runs;
}
