/**
 * Test pages drawn as text: each line of the drawing is a visual line 14 units apart, each run of
 * text set off by two or more spaces an item at its column (6 units a character, 10 high). Items
 * are handed over in reverse, as a content stream may order them; `words` gives one item a word, as OCR does.
 */
import type { PageText, TextItem } from "../types";

export function drawnPage(drawing: string, options: { page?: number; words?: boolean } = {}): PageText {
  const items: TextItem[] = [];
  drawing.split("\n").forEach((row, lineIndex) => {
    const pattern = options.words ? /\S+/g : /\S+(?: \S+)*/g;
    for (const match of row.matchAll(pattern)) {
      items.push({
        str: match[0],
        x: 20 + match.index * 6,
        y: 20 + lineIndex * 14,
        width: match[0].length * 6,
        height: 10,
      });
    }
  });
  return { page: options.page ?? 1, width: 612, height: 792, items: items.reverse() };
}
